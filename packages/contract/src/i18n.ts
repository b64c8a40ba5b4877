export const languages = ["lo", "cn", "vn", "th"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "lo";
/** Browser storage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
