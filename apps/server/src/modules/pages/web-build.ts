import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "@kham/contract";
import type { PageFetch } from "./page-fetch.ts";

// What the server reads from apps/web/dist.

/** Built into a dot folder of dist, which the file server never serves. */
export const SERVER_ENTRY = path.join(".ssr", "entry-server.mjs");

/** What the server entry loads a page from (entry-server.tsx's PageInput). */
export interface PageInput {
  /** The address asked for: its path and query. */
  address: string;
  language: Language;
  translation: Record<string, unknown>;
  /** The app's own API as the request's browser would call it (see page-fetch.ts). */
  fetch: PageFetch;
  /** Whether the server keeps this page drawn from the same data already: it is not drawn again. */
  drawn?: (data: PageData) => boolean;
}

/** The page's data: the query cache its route's loaders filled, as TanStack Query dehydrates it. */
export interface PageData {
  queries: { queryHash: string; state: { data?: unknown } }[];
}

/** The screen as the server entry drew it: resource hints for <head> and the HTML of #root. */
export interface ScreenHtml {
  head: string;
  root: string;
}

/** What the server entry made of a page (entry-server.tsx's Page). */
export interface LoadedPage {
  /** The screen, drawn; none when the browser renders it. */
  screen?: ScreenHtml;
  /** None when the route sent the request elsewhere (no live session for a player's screen). */
  data?: PageData;
}

/** Loads and draws a page; see apps/web/src/entry-server.tsx. */
export type PageRenderer = (input: PageInput) => Promise<LoadedPage>;

/** The build's page renderer, or undefined when the build has none (a client-only build). */
export async function loadPageRenderer(dist: string): Promise<PageRenderer | undefined> {
  const file = path.join(dist, SERVER_ENTRY);
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
  return typeof entry.renderPage === "function" ? entry.renderPage : undefined;
}

/** Where the web build lists each language's font files (see the web app's vite.config.ts). */
export const FONT_PRELOADS_FILE = path.join(".vite", "font-preloads.json");

/** Where Vite lists the build's files by their source (see the web app's vite.config.ts). */
export const BUILD_MANIFEST = path.join(".vite", "manifest.json");
const BOOT_SOURCE = "src/boot.ts";

/** The build's manifest: each source's output file and the chunks it imports. */
export type BuildManifest = Record<string, { file?: unknown; imports?: unknown }>;

const isBuiltScript = (file: unknown): file is string =>
  typeof file === "string" && /^assets\/[\w.-]+\.js$/.test(file);

/** The address of the build's boot script (apps/web/src/boot.ts), or undefined when it has none. */
export function bootScript(manifest: BuildManifest | undefined): string | undefined {
  const file = manifest?.[BOOT_SOURCE]?.file;
  return isBuiltScript(file) ? `/${file}` : undefined;
}

/** Preloaded with the screen's code; a test holds this to the web app's route files. */
export const SCREEN_DATA_LOADERS: readonly (readonly [pathPrefix: string, source: string])[] = [
  ["/player/deposit", "src/features/deposits/preload.ts"],
  ["/player/bank", "src/features/bank-accounts/preload.ts"],
  ["/player/withdraw", "src/features/withdrawals/preload.ts"],
  ["/player/transfer", "src/features/transfers/preload.ts"],
  ["/player/promotion", "src/features/promotions/preload.ts"],
  ["/player/game", "src/features/games/preload.ts"],
  ["/player/protection", "src/features/protection/preload.ts"],
];

/** The data loader the screen at `urlPath` imports, as the manifest names it; undefined for none. */
export function screenDataLoader(urlPath: string): string | undefined {
  return SCREEN_DATA_LOADERS.find(([prefix]) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))?.[1];
}

/** A route file's lazy component, as the router's code splitting names it in the manifest. */
const routeChunkKey = (file: string) => `src/routes/${file}?tsr-split=component`;

/** A layout route without a path of its own (routes/_public.tsx), as the manifest names its chunk. */
const PATHLESS_LAYOUT = /^src\/routes\/(_[\w-]+)\.tsx\?tsr-split=component$/;

const layoutsOfManifest = new WeakMap<BuildManifest, string[]>();

/** The manifest's pathless layouts (`_public`), found once per manifest: the lookup runs per request. */
function pathlessLayouts(manifest: BuildManifest): string[] {
  let layouts = layoutsOfManifest.get(manifest);
  if (layouts === undefined) {
    layouts = Object.keys(manifest).flatMap((key) => PATHLESS_LAYOUT.exec(key)?.[1] ?? []);
    layoutsOfManifest.set(manifest, layouts);
  }
  return layouts;
}

/** Layouts', screen's and loader's chunks with their imports, less what the page loads already. */
export function routeModules(
  manifest: BuildManifest,
  urlPath: string,
  inPage: ReadonlySet<string>,
): string[] {
  const segments = urlPath.split("/").filter(Boolean);
  if (segments.some((segment) => !/^[\w-]+$/.test(segment))) return [];
  const keys: string[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    keys.push(routeChunkKey(`${segments.slice(0, depth).join("/")}/route.tsx`));
  }
  const own = segments.join("/");
  const ownFiles = own === "" ? ["index.tsx"] : [`${own}/route.tsx`, `${own}/index.tsx`, `${own}.tsx`];
  keys.push(...ownFiles.map(routeChunkKey));
  for (const layout of pathlessLayouts(manifest)) {
    const under = ownFiles
      .map((file) => routeChunkKey(`${layout}/${file}`))
      .filter((file) => file in manifest);
    if (under.length > 0) keys.push(routeChunkKey(`${layout}.tsx`), ...under);
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!isBuiltScript(entry?.file)) return;
    const href = `/${entry.file}`;
    if (!inPage.has(href)) files.push(href);
    for (const imported of Array.isArray(entry.imports) ? entry.imports : []) {
      if (typeof imported === "string") visit(imported);
    }
  };
  for (const key of keys) visit(key);
  const loader = screenDataLoader(urlPath);
  if (loader !== undefined) visit(loader);
  return files;
}

export function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** A JSON file of the build, or undefined when it has none (or it is not JSON). */
export function readJson(file: string): unknown {
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
