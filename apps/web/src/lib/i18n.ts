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

/** Read from <html>, which spares a synchronous `document.cookie` read; a page without it reads the cookie. */
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

/** Stored choice, else the cookie (the server rendered in it), else Lao. */
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

/** BCP 47 tags: `cn` and `vn` are the app's codes, not languages a browser or screen reader knows. */
const languageTags: Record<Language, string> = { lo: "lo", cn: "zh-CN", vn: "vi", th: "th" };

export function languageTag(language: Language): string {
  return languageTags[language];
}

/** Only when it changes: any set restyles the whole page. */
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

/** Until a namespace is started, texts show their keys. */
export const i18n = new Translator({
  language: DEFAULT_LANGUAGE,
  pluralLocale: (language) => (isLanguage(language) ? languageTag(language) : language),
});

/** The back office's namespace comes first and falls back to the player's for shared texts. */
export function initI18n(namespaces: readonly string[] = ["translation"]): Promise<void> {
  const language = storedLanguage();
  setDocumentLanguage(language);
  rememberLanguageForServer(language);
  i18n.start(language, namespaces, (lng, namespace) => fetchLocale(lng, namespace));
  // No fallback language is loaded: every key exists in all four (translations.test.ts).
  const translation = namespaces.includes("translation") ? inlinedTranslation(language) : undefined;
  if (translation) i18n.addTexts(language, "translation", translation);
  return i18n.loadLanguage(language);
}

/** One instance per server page, so pages in different languages never share one. */
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
