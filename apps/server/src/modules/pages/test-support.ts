import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Game } from "@kham/contract";
import type { GameProvider } from "../adapters/game-provider/types.ts";
import { buildTestApp, type TestApp } from "../test/helper.ts";
import { type PagePlayer, PLAYER_BLOCK, POPULAR_GAMES_BLOCK, PROMOTIONS_BLOCK } from "./page-html.ts";
import { SERVER_ENTRY } from "./web-build.ts";

// What the tests of the screens rendered on the server share: a web build of their own, whose
// server entry is a stand-in that records what it was asked to render, and readers of the page.

const template = `<!doctype html>
<html lang="lo">
  <head>
    <link rel="preload" href="/api/v2/players/info" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const serverEntry = `
export async function renderPage(input) {
  globalThis.__khamScreens.push(input.path + " " + input.language);
  globalThis.__khamPromotions.push(input.promotions === undefined ? null : input.promotions.map((p) => p.id));
  globalThis.__khamGames.push(input.popularGames === undefined ? null : input.popularGames.map((g) => g.code));
  if (input.player) globalThis.__khamPlayers.push(input.player.me.player.id);
  if (input.player) globalThis.__khamPlayerData.push({ credits: input.player.credits, rates: input.player.rates, deposit: input.player.deposit, withdraw: input.player.withdraw, promotion: input.player.promotion, bank: input.player.bank, game: input.player.game, depositHistory: input.player.depositHistory, withdrawHistory: input.player.withdrawHistory, promotionHistory: input.player.promotionHistory });
  if (input.path === "/register") throw new Error("the screen failed to render");
  return {
    head: '<link rel="preload" as="image" href="/brand/logo.svg"/>',
    root: '<main data-screen="' + input.path + '" data-language="' + input.language + '">' + input.agencyInfo.agency.name + "</main>",
  };
}
`;

declare global {
  var __khamScreens: string[];
  /** The ids of the promotions each render was given (null: none given). */
  var __khamPromotions: (string[] | null)[];
  /** The codes of the popular games each render was given (null: none given). */
  var __khamGames: (string[] | null)[];
  /** The ids of the players each render was for. */
  var __khamPlayers: string[];
  /** What each player's render was given beside who they are. */
  var __khamPlayerData: Omit<PagePlayer, "info" | "me" | "banks">[];
}

/**
 * The budget the home waits for the credit: long enough that four sandbox balance reads make it on a
 * loaded CI machine (250 ms did not, once), short enough to wait out in the slow-provider test.
 */
export const CREDIT_BUDGET_MS = 2_000;

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
        imports: ["index.html", "_framework-abc.js", "_get-credits-abc.js"],
      },
      "src/routes/player/index.tsx?tsr-split=component": {
        file: "assets/player-abc.js",
        imports: ["_get-credits-abc.js", "_credits-panel-abc.js"],
      },
      "_get-credits-abc.js": { file: "assets/get-credits-abc.js" },
      "_credits-panel-abc.js": { file: "assets/credits-panel-abc.js" },
      "src/routes/player/deposit/index.tsx?tsr-split=component": { file: "assets/deposit-abc.js" },
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
  const t = await buildTestApp({ config: { webDist: dist }, pageCreditBudgetMs: CREDIT_BUDGET_MS });
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
  globalThis.__khamScreens = [];
  globalThis.__khamPromotions = [];
  globalThis.__khamGames = [];
  globalThis.__khamPlayers = [];
  globalThis.__khamPlayerData = [];
}

/**
 * A provider made to answer the balance only when `restore` is called (slower than any budget: the
 * page must not wait for it past its own). `restore` answers every balance held and puts the adapter
 * back as it was, whatever the test changed on it meanwhile.
 */
export function heldBack(adapter: GameProvider) {
  const original = { getBalance: adapter.getBalance, listGames: adapter.listGames };
  const held: (() => void)[] = [];
  adapter.getBalance = () => new Promise((resolve) => held.push(() => resolve("0.00")));
  return {
    adapter,
    original,
    restore() {
      for (const answer of held) answer();
      adapter.getBalance = original.getBalance;
      adapter.listGames = original.listGames;
    },
  };
}
/** The JSON a page holds for the browser in its block `id`; undefined when the page has none. */
function blockOf<T>(html: string, id: string): T | undefined {
  const json = html.match(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`))?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
}

export const promotionsBlockOf = (html: string) => blockOf<{ id: string }[]>(html, PROMOTIONS_BLOCK);
export const gamesBlockOf = (html: string) => blockOf<Game[]>(html, POPULAR_GAMES_BLOCK);
export const playerBlockOf = (html: string) => blockOf<PagePlayer>(html, PLAYER_BLOCK);

export const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/s)?.[1];
