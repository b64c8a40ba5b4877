import { createContext, type ReactNode, use, useSyncExternalStore } from "react";
import { i18n as appI18n } from "./i18n";
import type { TFunction, Translator } from "./translator";

const I18nContext = createContext<Translator>(appI18n);

/** Gives the tree below its own texts (a page rendered on the server, a test); else the app's. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export interface UseTranslation {
  t: TFunction;
  i18n: Translator;
  /** Whether the language's texts are here; false only for a caller that does not suspend. */
  ready: boolean;
}

/** Suspends until the language's texts load, unless `suspend` is false: then read `ready`. */
export function useTranslation({ suspend = true }: { suspend?: boolean } = {}): UseTranslation {
  const i18n = use(I18nContext);
  useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
  const language = i18n.language;
  const ready = i18n.isReady(language);
  // Thrown, as react-i18next did: React 19's use() of this promise was not retried once it resolved.
  if (!ready && suspend) throw i18n.loadLanguage(language);
  return { t: i18n.fixedT(language), i18n, ready };
}
