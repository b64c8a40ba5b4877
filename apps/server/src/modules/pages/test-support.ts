import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GameProvider } from "../../adapters/game-provider/types.ts";
import { buildTestApp, type TestApp } from "../../test/helper.ts";
import { PAGE_DATA_BLOCK } from "./page-html.ts";
import { SERVER_ENTRY } from "./web-build.ts";

// What the tests of the screens rendered on the server share: a web build of their own, whose
// server entry is a stand-in that reads its route's data through the page's fetch, as the web app's
// loaders do, and records what it read.

const template = `<!doctype html>
<html lang="lo">
  <head>
    <link rel="preload" href="/api/v2/agency/info" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/v2/players/info" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

// The landing page and a player's screens read what their routes' loaders read; /player/bank is a
// screen the entry leaves to the browser (its data only); any other path is no screen of the app's.
const serverEntry = `
const VISITOR = ["/", "/login", "/register"];
async function read(fetch, url, init = { method: "GET", headers: { accept: "application/json" } }) {
  try {
    const response = await fetch(url, init);
    return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
  } catch (error) {
    return { failed: String(error && error.message) };
  }
}
export async function renderPage(input) {
  const path = input.address.split("?")[0];
  const record = { address: input.address, language: input.language, calls: {}, drawn: false };
  globalThis.__khamRenders.push(record);
  const player = path === "/player" || path.startsWith("/player/");
  const calls = ["/api/v2/agency/info"].concat(
    player ? ["/api/v2/players/me", "/api/v2/players/credits"] : ["/api/v2/players/info"],
    path === "/" ? ["/api/v2/promotions"] : [],
  );
  const queries = [];
  for (const url of calls) {
    const answer = await read(input.fetch, url);
    record.calls[url] = answer.failed ?? answer.status;
    // The player area's guard sends a request without a live session to log in: no page.
    if (url === "/api/v2/players/me" && answer.status === 401) return {};
    if (answer.status === 200) {
      queries.push({ queryKey: [url], queryHash: JSON.stringify([url]), state: { data: answer.body.data, status: "success" } });
    }
  }
  if (player) record.write = (await read(input.fetch, "/api/v2/players/logout", { method: "POST", body: "{}" })).failed;
  const data = { queries };
  if (path === "/register") throw new Error("the screen failed to render");
  if (!player && !VISITOR.includes(path)) return { data };
  if (path === "/player/bank" || input.drawn?.(data)) return { data };
  record.drawn = true;
  const agency = queries.find((query) => query.queryKey[0] === "/api/v2/agency/info").state.data.agency;
  return {
    data,
    screen: {
      head: '<link rel="preload" as="image" href="/brand/logo.svg"/>',
      root: '<main data-screen="' + path + '" data-language="' + input.language + '">' + agency.name + "</main>",
    },
  };
}
`;

/** One render the stand-in entry was asked for: each call's status (or why it failed), and whether it drew. */
export interface Render {
  address: string;
  language: string;
  calls: Record<string, number | string>;
  drawn: boolean;
  /** Why a write the render tried was refused (a player's screen tries one). */
  write?: string;
}

declare global {
  var __khamRenders: Render[];
}

/**
 * How long a page waits for any one call: long enough for four sandbox balance reads on a loaded CI
 * machine, short enough to wait out in the slow-provider test.
 */
export const CALL_BUDGET_MS = 2_000;

export interface ScreensApp {
  t: TestApp;
  close(): Promise<void>;
}

/** The app on a build of its own (the stand-in's template, manifest and server entry). */
export async function openScreensApp(): Promise<ScreensApp> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-screens-"));
  fs.writeFileSync(path.join(dist, "index.html"), template);
  for (const language of ["lo", "th", "vn", "cn"]) {
    fs.mkdirSync(path.join(dist, "locales", language), { recursive: true });
    fs.writeFileSync(
      path.join(dist, "locales", language, "translation.json"),
      JSON.stringify({ a: language }),
    );
  }
  fs.mkdirSync(path.join(dist, ".vite"), { recursive: true });
  fs.writeFileSync(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "src/boot.ts": { file: "assets/boot-abc.js", src: "src/boot.ts", isEntry: true },
      "index.html": { file: "assets/main-abc.js", imports: ["_framework-abc.js"] },
      "_framework-abc.js": { file: "assets/framework-abc.js" },
      "src/routes/player/route.tsx?tsr-split=component": {
        file: "assets/route-abc.js",
        imports: ["index.html", "_framework-abc.js"],
      },
      "src/routes/player/index.tsx?tsr-split=component": {
        file: "assets/player-abc.js",
        imports: ["_credits-panel-abc.js"],
      },
      "_credits-panel-abc.js": { file: "assets/credits-panel-abc.js" },
      "src/routes/player/bank.tsx?tsr-split=component": { file: "assets/bank-abc.js" },
      "src/features/bank-accounts/preload.ts": { file: "assets/bank-preload-abc.js" },
      "src/routes/_public.tsx?tsr-split=component": {
        file: "assets/public-abc.js",
        imports: ["_framework-abc.js"],
      },
      "src/routes/_public/login.tsx?tsr-split=component": {
        file: "assets/login-abc.js",
        imports: ["_form-abc.js"],
      },
      "_form-abc.js": { file: "assets/form-abc.js" },
    }),
  );
  fs.mkdirSync(path.dirname(path.join(dist, SERVER_ENTRY)), { recursive: true });
  fs.writeFileSync(path.join(dist, SERVER_ENTRY), serverEntry);
  const t = await buildTestApp({ config: { webDist: dist }, pageCreditBudgetMs: CALL_BUDGET_MS });
  return {
    t,
    async close() {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Forgets what the stand-in recorded: each test reads the renders of its own requests. */
export function forgetRenders(): void {
  globalThis.__khamRenders = [];
}

/**
 * A provider made to answer the balance only when `restore` is called (slower than any budget: the
 * page must not wait for it past its own). `restore` answers every balance held and puts it back.
 */
export function heldBack(adapter: GameProvider) {
  const original = adapter.getBalance;
  const held: (() => void)[] = [];
  adapter.getBalance = () => new Promise((resolve) => held.push(() => resolve("0.00")));
  return {
    restore() {
      for (const answer of held) answer();
      adapter.getBalance = original;
    },
  };
}

/** The page's data block (the dehydrated query cache); undefined when the page has none. */
export function pageDataOf(
  html: string,
): { queries: { queryKey: string[]; state: { data: unknown } }[] } | undefined {
  const blocks = [...html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/g)];
  const json = blocks.find((match) => match[1] === PAGE_DATA_BLOCK)?.[2];
  return json === undefined ? undefined : JSON.parse(json);
}

/** What the page's data holds for one call, by its path. */
export const answerIn = (html: string, url: string) =>
  pageDataOf(html)?.queries.find((query) => query.queryKey[0] === url)?.state.data;

export const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/s)?.[1];
