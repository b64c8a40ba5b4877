import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const runner = fileURLToPath(new URL("../../bin/run.mjs", import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), "kham-run-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// Like apps/server: ES modules.
writeFileSync(path.join(folder, "package.json"), '{ "type": "module" }\n');

// An entry written like ours: type annotations and a type-only import, and the same "am I the script
// that was run" check the admin and sandbox CLIs make before they act.
const entry = path.join(folder, "entry.ts");
writeFileSync(
  entry,
  `import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
const unused: Server | undefined = undefined;
const isMain: boolean = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
console.log(JSON.stringify({ isMain, args: process.argv.slice(2), unused: unused ?? null }));
`,
);

describe("bin/run.mjs, how npm start runs the server's TypeScript", () => {
  it("runs a TypeScript entry on this Node, which sees itself as the script run and gets its own arguments", async () => {
    const { stdout } = await run(process.execPath, [runner, entry, "user:list", "--agency", "demo"]);
    expect(JSON.parse(stdout)).toEqual({
      isMain: true,
      args: ["user:list", "--agency", "demo"],
      unused: null,
    });
  });

  it("registers no TypeScript loader when Node strips types itself", async () => {
    // An enum needs compiling, which only a loader does: Node's own type stripping refuses it.
    const enumEntry = path.join(folder, "enum.ts");
    writeFileSync(enumEntry, "enum Colour { Gold }\nconsole.log(Colour.Gold);\n");
    const started = run(process.execPath, [runner, enumEntry]);
    // process.features.typescript is newer than the Node types this repo pins (Node 20's).
    if ((process.features as { typescript?: unknown }).typescript) {
      await expect(started).rejects.toMatchObject({
        stderr: expect.stringContaining("ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX"),
      });
    } else {
      // Node 20 has no type stripping: tsx's loader is registered in this same process instead.
      await expect(started).resolves.toMatchObject({ stdout: "0\n" });
    }
  });

  it("says how to use it when no entry is given", async () => {
    await expect(run(process.execPath, [runner])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("usage: node bin/run.mjs <entry.ts>"),
    });
  });
});
