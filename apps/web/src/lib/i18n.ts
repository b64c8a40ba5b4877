import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
  PAGE_LANGUAGE_ATTRIBUTE,
} from "@kham/contract";
import { fetchLocale } from "./i18n-backend";
import { INLINED, readInlinedData } from "./inlined-data";
import { type Texts, Translator } from "./translator";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * The language the cookie names: the one the server rendered this page in, which says so on
 * `<html>` (PAGE_LANGUAGE_ATTRIBUTE) and spares reading `document.cookie`, a synchronous call to
 * the browser. A page without it (the service worker's copy of index.html) reads the cookie.
 */
function cookieLanguage(): Language | undefined {
  if (typeof document === "undefined") return undefined;
  const page = document.documentElement.getAttribute(PAGE_LANGUAGE_ATTRIBUTE);
  if (isLanguage(page)) return page;
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the player chose before: stored under i18nextLng, else the language cookie, else Lao.
 * The cookie counts when storage holds nothing (a browser that refuses storage keeps the cookie): the
 * server rendered the page in the cookie's language, and the app must not start in another one.
 */
export function storedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (some private modes): the cookie still says.
  }
  if (isLanguage(stored)) return stored;
  return cookieLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The BCP 47 tag of each of the app's language codes. The codes stay as they are (they are stored
 * under i18nextLng and name the locale files), but `cn` and `vn` are not languages to a browser or a
 * screen reader: the page says zh-CN and vi, so the right voice and the right CJK font are chosen.
 */
const languageTags: Record<Language, string> = { lo: "lo", cn: "zh-CN", vn: "vi", th: "th" };

export function languageTag(language: Language): string {
  return languageTags[language];
}

/**
 * Sets <html lang> when it changes. Setting it, even to the value it has, makes the browser restyle
 * the whole page (every element's :lang() may have changed): on a rendered page, whose lang the
 * server already set, that was 7 ms of style work as the app started, four times that on a slow phone.
 */
function setDocumentLanguage(language: Language): void {
  if (typeof document === "undefined") return;
  const tag = languageTag(language);
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  // It stands for the cookie, which a switch rewrites (rememberLanguageForServer).
  if (document.documentElement.hasAttribute(PAGE_LANGUAGE_ATTRIBUTE)) {
    document.documentElement.setAttribute(PAGE_LANGUAGE_ATTRIBUTE, language);
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

function rememberLanguageForServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once per start and per switch.
  if (typeof document !== "undefined") document.cookie = languageCookie(language);
}

/** The translations the page was rendered with, when they are the language about to be shown. */
function inlinedTranslation(language: Language): Texts | undefined {
  const inlined = readInlinedData(INLINED.translation) as
    | { language?: unknown; resources?: Texts }
    | undefined;
  return inlined?.language === language && typeof inlined.resources === "object"
    ? inlined.resources
    : undefined;
}

/**
 * The app's texts: the player's app and the back office each start them in their own namespaces.
 * Until then they load nothing and show keys (a component rendered in a test without its own).
 */
export const i18n = new Translator({
  language: DEFAULT_LANGUAGE,
  pluralLocale: (language) => (isLanguage(language) ? languageTag(language) : language),
});

/**
 * Starts the texts in the stored language. The player's app has one namespace, `translation`; the
 * back office adds its own first and falls back to the player's for the texts both show (errors,
 * validation). Resolves once the language's texts are at hand: at once when the page holds them.
 */
export function initI18n(namespaces: readonly string[] = ["translation"]): Promise<void> {
  const language = storedLanguage();
  setDocumentLanguage(language);
  rememberLanguageForServer(language);
  i18n.start(language, namespaces, (lng, namespace) => fetchLocale(lng, namespace));
  // The page's own translations need no fetch; other namespaces still come from /locales. No other
  // language is loaded as a fallback: every key is in all four languages (translations.test.ts).
  const translation = namespaces.includes("translation") ? inlinedTranslation(language) : undefined;
  if (translation) i18n.addTexts(language, "translation", translation);
  return i18n.loadLanguage(language);
}

/**
 * Texts ready at once, in one language with its texts given: the server renders a page with them
 * (through I18nProvider, so pages in different languages never share one instance).
 */
export function createPageI18n(language: Language, translation: Record<string, unknown>): Translator {
  // The server's parsed translation.json, the file the browser loads too.
  return new Translator({ language, resources: { [language]: { translation: translation as Texts } } });
}

/** Switches the interface language, remembers it under i18nextLng and updates <html lang> to its tag. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  setDocumentLanguage(language);
  rememberLanguageForServer(language);
  await i18n.changeLanguage(language);
}
