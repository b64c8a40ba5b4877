import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
} from "@kham/contract";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { fetchBackend } from "./i18n-backend";
import { INLINED, readInlinedData } from "./inlined-data";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language the player chose before (stored under i18nextLng), else Lao. */
export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
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

function setDocumentLanguage(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = languageTag(language);
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
function inlinedTranslation(language: Language): Record<string, unknown> | undefined {
  const inlined = readInlinedData(INLINED.translation) as
    | { language?: unknown; resources?: Record<string, unknown> }
    | undefined;
  return inlined?.language === language && typeof inlined.resources === "object"
    ? inlined.resources
    : undefined;
}

export const TRANSLATION_RELOAD_MS = 60 * 60 * 1000;

export const i18n = i18next.createInstance();

/** How texts are formatted, the same in the browser and on the server (their output must match). */
const formatting = { interpolation: { escapeValue: false }, returnNull: false } as const;

/**
 * Starts i18next in the stored language. The player's app has one namespace, `translation`; the back
 * office adds its own first and falls back to the player's for the texts both show (errors, validation).
 */
export function initI18n(namespaces: readonly string[] = ["translation"]): Promise<unknown> {
  const language = storedLanguage();
  setDocumentLanguage(language);
  rememberLanguageForServer(language);
  // The page's own translations need no fetch; other languages and namespaces still come from /locales.
  const translation = namespaces.includes("translation") ? inlinedTranslation(language) : undefined;
  return i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // With the page's own translations a fallback would only be a second download before the first
      // render, and every key is in all four languages (translations.test.ts checks it).
      fallbackLng: translation ? false : DEFAULT_LANGUAGE,
      supportedLngs: [...languages],
      load: "currentOnly",
      // What the page holds is bundled; whatever it lacks is loaded as usual.
      resources: translation ? { [language]: { translation } } : {},
      partialBundledLanguages: true,
      ns: [...namespaces],
      defaultNS: namespaces[0],
      fallbackNS: namespaces.slice(1),
      ...formatting,
      react: { useSuspense: true },
    })
    .then((result) => {
      // Translations are reloaded hourly only outside a browser (a long-lived process).
      if (typeof window === "undefined")
        setInterval(() => void i18n.reloadResources(), TRANSLATION_RELOAD_MS);
      return result;
    });
}

/**
 * An i18next that is ready at once, in one language with its texts given: the server renders a page
 * with it (through I18nextProvider, so pages in different languages never share one instance).
 */
export function createPageI18n(language: Language, translation: Record<string, unknown>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...languages],
    resources: { [language]: { translation } },
    ns: ["translation"],
    defaultNS: "translation",
    initAsync: false,
    ...formatting,
    react: { useSuspense: false },
  });
  return instance;
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
