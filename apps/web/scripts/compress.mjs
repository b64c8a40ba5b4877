// Writes .br and .gz beside every compressible file of dist (not in its dot folders), so the server can send them as they are.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const dist = fileURLToPath(new URL("../dist", import.meta.url));
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    // Dot folders (.vite's records, .ssr's server entry) are the server's own, never sent to a browser.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith(".")) yield* filesUnder(path);
    } else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
let rawBytes = 0;
let brBytes = 0;
for await (const path of filesUnder(dist)) {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  count += 1;
  rawBytes += content.length;
  brBytes += br.length;
}
console.log(
  `compressed ${count} files: ${(rawBytes / 1024).toFixed(1)} KB → ${(brBytes / 1024).toFixed(1)} KB brotli`,
);
