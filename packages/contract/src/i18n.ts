import { askmebetScreenAddress, gameCategories } from "./providers.ts";

export const languages = ["lo", "cn", "vn", "th"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "lo";
/** Browser storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
/**
 * The server renders the player's page in their language but cannot read localStorage: the app
 * mirrors the choice (its code, e.g. `vn`) into this cookie.
 */
export const LANGUAGE_COOKIE = "kham_lng";
/**
 * The attribute of `<html>` that holds the code of the language the server rendered the page in
 * (the cookie's, else Lao). The app reads it instead of the cookie: `document.cookie` is a
 * synchronous call to the browser's network process, 10 ms and more while the page is loading.
 */
export const PAGE_LANGUAGE_ATTRIBUTE = "data-language";
/** Ids of the JSON data blocks the server puts in the player's page, which the app reads instead of fetching. */
export const INLINED_BLOCKS = {
  agencyInfo: "kham-agency-info",
  translation: "kham-translation",
  promotions: "kham-promotions",
  popularGames: "kham-popular-games",
  player: "kham-player",
} as const;

/**
 * The id of an empty element that ends the page's frame (after the footer and the phone's bottom
 * bar). A page the server rendered holds its first paint until the browser has parsed it, so a page
 * still arriving is never drawn half-built and then moved as the rest of a row comes in. Empty, since
 * Chromium lets the paint go as soon as the element is inserted, before its children are parsed.
 */
export const PAGE_FRAME_END = "page-frame-end";

/**
 * The screens a visitor opens first, which the server sends already rendered (then hydrated) to
 * requests without a session: they show nothing of a player, so one rendering per agency and
 * language serves every visitor. Paths exactly, without a query.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = ["/", "/login", "/register"];

/**
 * The rendered screens whose form says method="post": sent before the app's scripts ran (the
 * server's HTML alone), it posts to its own page, and the server sends the page back (303) with its
 * body unread. What was typed never lands in an address, as a GET's query would put it (a
 * password, a bank account's number and name) in the browser's history and the server's logs.
 */
export const PAGES_WITH_POSTED_FORMS: readonly string[] = ["/login", "/register", "/player/bank"];

/**
 * The public screens that show the agency's live promotions (the landing page's banners) and the
 * providers' popular games: the server renders them with both lists, and puts the lists in the
 * page for the browser's hydration.
 */
export const SCREENS_WITH_PROMOTIONS: readonly string[] = ["/", "/player"];

/**
 * The player's screens that show the credit at every provider: a page rendered for one holds the
 * credit when the providers answer in time, and every page of one preloads players/credits.
 */
export const SCREENS_WITH_CREDIT: readonly string[] = [
  "/player",
  "/player/deposit",
  "/player/withdraw",
  "/player/promotion",
];

/**
 * The player's screens the server renders only with the credit in the page: their forms and panels
 * show it, and drawn without it ("—") they would differ from the browser's first render whenever
 * its own credit call had come back by then, and React would throw the server's HTML away, with
 * what the player had typed. When the providers are slower than the budget the browser renders
 * them. (The home draws a placeholder in its own boundary, and is rendered either way.)
 */
export const SCREENS_RENDERED_WITH_CREDIT: readonly string[] = [
  "/player/deposit",
  "/player/withdraw",
  "/player/promotion",
];

/**
 * The player's screens the server sends rendered to a player with a live session: their home, the
 * two money screens, the promotions, their bank account, their three histories and the providers'
 * game screens, drawn from what players/info and players/me answer, with the credit
 * (players/credits, when the providers answer within a short budget) and the exchange rates where
 * they show, and each of the others from its own first calls (the deposit screen: bank accounts, payment methods, open orders, the
 * promotion in use, banks, deposit limits; the withdraw screen: bank accounts, open withdrawals,
 * the promotion in use, withdrawal limits, banks; the promotions: the live promotions and the one
 * in use; the bank account: bank accounts and banks; a history: its first page; a game screen:
 * its provider's games and the credit there, when both come within their budgets; askmebet's,
 * whose address always names its tab, on each tab: ASKMEBET_SCREEN_ADDRESSES); all in the page
 * too, for hydration.
 * The browser still asks for the credit on arrival and fills in the other live data. Never kept:
 * each is the player's own.
 */
export const PLAYER_RENDERED_PATHS: readonly string[] = [
  "/player",
  "/player/deposit",
  "/player/withdraw",
  "/player/promotion",
  "/player/bank",
  "/player/deposit/history",
  "/player/withdraw/history",
  "/player/promotion/history",
  "/player/game/alphabet",
  "/player/game/gclub",
  "/player/game/gclub_live",
];

/**
 * askmebet's game screen on each of its tabs, as its links spell the address: they always name the
 * tab it opens on (?tab=Slot, ?tab=Fish …). The only player's screen rendered with a query; any
 * other spelling (no tab, "slot", another parameter) is set right by the app, which renders it.
 */
export const ASKMEBET_SCREEN_ADDRESSES: readonly string[] = /* @__PURE__ */ gameCategories.map((category) =>
  askmebetScreenAddress(category),
);

/**
 * One address of each screen the server renders for a player, as the menu links to it: the rendered
 * paths and askmebet's screen on its first tab. What the benchmarks render and measure.
 */
export const PLAYER_RENDERED_SCREENS: readonly string[] = [
  ...PLAYER_RENDERED_PATHS,
  /* @__PURE__ */ askmebetScreenAddress(),
];

/**
 * Whether the server renders the player's screen at `address`, its path and query as asked for:
 * one of PLAYER_RENDERED_PATHS without a query, or askmebet's screen on one of its tabs.
 */
export function isRenderedPlayerAddress(address: string): boolean {
  return PLAYER_RENDERED_PATHS.includes(address) || ASKMEBET_SCREEN_ADDRESSES.includes(address);
}
