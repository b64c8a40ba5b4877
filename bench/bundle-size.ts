// The gzip size of what the landing page loads before its first render, then of each chunk; needs a build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { isMain } from "./lib/main.ts";
import { saveResults } from "./lib/results.ts";
import { routeChunks } from "./lib/route-chunks.ts";
import { webDist } from "./lib/server.ts";
import { kilobytes, printTable } from "./lib/table.ts";

export const INITIAL_JS_GOAL_BYTES = 135_000;
/** No chunk loaded later (a route's screen, a dialog) may be bigger than this, gzipped. */
export const LAZY_CHUNK_GOAL_BYTES = 60 * 1024;

export interface ChunkSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteSize {
  route: string;
  /** Undefined when the route's screen is bundled into the entry. */
  chunk: string | undefined;
  chunkGzipBytes: number;
  /** The chunk plus the lazy chunks it pulls in that the first render did not load already. */
  firstVisitGzipBytes: number;
}

/** Module scripts and modulepreload links of index.html: what the browser fetches before React renders. */
export function initialScripts(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /type=["']module["']/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel=["']modulepreload["']/.test(tag);
    const url = tag.match(/\b(?:src|href)=["']([^"']+)["']/)?.[1];
    if ((isEntry || isPreload) && url) urls.add(url);
  }
  return [...urls];
}

export function stylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/g)].map(
    (match) => match[1]!,
  );
}

function sizeOf(dist: string, file: string): ChunkSize {
  const content = readFileSync(join(dist, file));
  return { file, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

function javascriptFiles(folder: string, dist: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // Dot folders (`.ssr`, the server's renderer) are never sent to a browser.
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : javascriptFiles(path, dist);
    return /\.m?js$/.test(entry.name) ? [relative(dist, path)] : [];
  });
}

const total = (chunks: ChunkSize[], key: "rawBytes" | "gzipBytes") =>
  chunks.reduce((sum, chunk) => sum + chunk[key], 0);

/** Each route's own chunk, found in the code that defines the routes (the entry and its preloads). */
function routeSizes(dist: string, initialFiles: string[]): RouteSize[] {
  const gzipOf = (file: string) => sizeOf(dist, file).gzipBytes;
  return initialFiles
    .flatMap((file) => routeChunks(readFileSync(join(dist, file), "utf8")))
    .map(({ route, chunk, dependencies }) => {
      if (!chunk) return { route, chunk, chunkGzipBytes: 0, firstVisitGzipBytes: 0 };
      const lazyImports = [...new Set(dependencies)].filter(
        (file) => file !== chunk && !initialFiles.includes(file),
      );
      const chunkGzipBytes = gzipOf(chunk);
      const firstVisitGzipBytes = lazyImports.reduce((sum, file) => sum + gzipOf(file), chunkGzipBytes);
      return { route, chunk, chunkGzipBytes, firstVisitGzipBytes };
    });
}

export function measureBundle(dist = webDist) {
  const indexFile = join(dist, "index.html");
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`npm run build\` first`);
  const html = readFileSync(indexFile, "utf8");
  const initialFiles = initialScripts(html).map((url) => url.replace(/^\//, ""));
  const initial = initialFiles.map((file) => sizeOf(dist, file));
  const initialGzip = total(initial, "gzipBytes");
  return {
    initial,
    initialGzip,
    goal: INITIAL_JS_GOAL_BYTES,
    met: initialGzip <= INITIAL_JS_GOAL_BYTES,
    css: stylesheets(html).map((url) => sizeOf(dist, url.replace(/^\//, ""))),
    routes: routeSizes(dist, initialFiles),
    lazy: javascriptFiles(dist, dist)
      .filter((file) => !initialFiles.includes(file))
      .map((file) => sizeOf(dist, file))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

export function reportBundle(dist = webDist) {
  const result = measureBundle(dist);
  const row = (chunk: ChunkSize) => [chunk.file, kilobytes(chunk.rawBytes), kilobytes(chunk.gzipBytes)];

  console.log("\nJavaScript loaded before first render (entry + modulepreload)");
  printTable(
    ["file", "raw", "gzip"],
    [
      ...result.initial.map(row),
      ["total", kilobytes(total(result.initial, "rawBytes")), kilobytes(result.initialGzip)],
    ],
  );
  console.log(
    `goal ≤ ${kilobytes(result.goal)} gzip: ${result.met ? "met" : "MISSED"} (${kilobytes(result.initialGzip)})`,
  );
  if (result.css.length > 0) {
    console.log("\nStylesheets (render-blocking, not part of the JavaScript goal)");
    printTable(["file", "raw", "gzip"], result.css.map(row));
  }
  if (result.routes.length > 0) {
    console.log("\nRoute chunks (loaded when the route is first shown)");
    printTable(
      ["route", "chunk", "gzip", "with its lazy imports"],
      result.routes.map((route) =>
        route.chunk
          ? [route.route, route.chunk, kilobytes(route.chunkGzipBytes), kilobytes(route.firstVisitGzipBytes)]
          : [route.route, "(in the entry)", "—", "—"],
      ),
    );
  }
  console.log("\nAll lazy chunks (route screens, dialogs, shared code), largest first");
  printTable(["file", "raw", "gzip"], result.lazy.map(row));
  const largest = result.lazy[0];
  if (largest) {
    const met = largest.gzipBytes <= LAZY_CHUNK_GOAL_BYTES;
    console.log(
      `largest lazy chunk ${largest.file}: ${kilobytes(largest.gzipBytes)} gzip; goal ≤ ${kilobytes(LAZY_CHUNK_GOAL_BYTES)}: ${met ? "met" : "MISSED"}`,
    );
  }
  console.log(`saved ${saveResults("bundle-size", result)}`);
  return result;
}

if (isMain(import.meta.url)) reportBundle();
