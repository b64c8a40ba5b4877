export const languages = ["lo", "cn", "vn", "th"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "lo";
/** Browser storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
/** Mirrors the chosen language for the server, which cannot read localStorage. */
export const LANGUAGE_COOKIE = "kham_lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language the player last chose, as the cookie mirrors it; Lao without one. */
export function pageLanguage(cookie: string | undefined): Language {
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}
/** Holds the server's page language so the app skips a synchronous `document.cookie` read. */
export const PAGE_LANGUAGE_ATTRIBUTE = "data-language";
/** JSON blocks the server puts in the page, which the app reads instead of fetching. */
export const INLINED_BLOCKS = {
  agencyInfo: "kham-agency-info",
  translation: "kham-translation",
  pageData: "kham-page-data",
} as const;

/** Ends the page's frame: the first paint waits for it, so a half-arrived row is never drawn. */
export const PAGE_FRAME_END = "page-frame-end";
