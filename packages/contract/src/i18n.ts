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

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language the player last chose, as the cookie mirrors it; Lao without one. */
export function pageLanguage(cookie: string | undefined): Language {
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}
/**
 * The attribute of `<html>` that holds the code of the language the server rendered the page in
 * (the cookie's, else Lao). The app reads it instead of the cookie: `document.cookie` is a
 * synchronous call to the browser's network process, 10 ms and more while the page is loading.
 */
export const PAGE_LANGUAGE_ATTRIBUTE = "data-language";
/**
 * Ids of the JSON data blocks the server puts in the player's page, which the app reads instead of
 * fetching: the host's agency, the language's texts, and the page's data (the query cache its
 * route's loaders filled on the server, as TanStack Query's dehydrate writes it).
 */
export const INLINED_BLOCKS = {
  agencyInfo: "kham-agency-info",
  translation: "kham-translation",
  pageData: "kham-page-data",
} as const;

/**
 * The id of an empty element that ends the page's frame (after the footer and the phone's bottom
 * bar). A page the server rendered holds its first paint until the browser has parsed it, so a page
 * still arriving is never drawn half-built and then moved as the rest of a row comes in. Empty, since
 * Chromium lets the paint go as soon as the element is inserted, before its children are parsed.
 */
export const PAGE_FRAME_END = "page-frame-end";
