/** The texts of one language and namespace, as in a locale file: nested objects, texts at the leaves. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** Values for a text's `{{placeholders}}`, plus `count` (picks a plural form) and `defaultValue`. */
export interface TranslateOptions {
  readonly [name: string]: unknown;
  readonly count?: number;
  readonly defaultValue?: string;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** Fetches one namespace of one language; a rejection leaves that namespace's keys showing. */
export type LoadTexts = (language: string, namespace: string) => Promise<Texts>;

export interface TranslatorOptions {
  language: string;
  /** Where a key is looked up, in order: the back office's own texts first, then the player's. */
  namespaces?: readonly string[];
  /** Texts at hand from the start, by language then namespace. */
  resources?: Readonly<Record<string, Readonly<Record<string, Texts>>>>;
  load?: LoadTexts;
  /** The locale whose plural rules a language follows (the app's codes are not all BCP 47 tags). */
  pluralLocale?: (language: string) => string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts, key: string): string | undefined {
  const flat = texts[key];
  if (typeof flat === "string") return flat;
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** No escaping: React escapes what it renders, and the texts are ours. */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name];
    return value == null ? "" : String(value);
  });
}

/** The few parts of i18next the app uses; texts load before a switch, so keys never show meanwhile. */
export class Translator {
  language: string;
  namespaces: readonly string[];
  private readonly texts = new Map<string, Texts>();
  private readonly loads = new Map<string, Promise<void>>();
  /** Languages whose load ran to its end even if some namespace failed: they show keys, not a spinner. */
  private readonly settled = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly bound = new Map<string, TFunction>();
  private load: LoadTexts | undefined;
  private readonly pluralLocale: (language: string) => string;
  private requested: string;
  private version = 0;

  constructor(options: TranslatorOptions) {
    this.language = options.language;
    this.requested = options.language;
    this.namespaces = options.namespaces ?? ["translation"];
    this.load = options.load;
    this.pluralLocale = options.pluralLocale ?? ((language) => language);
    for (const [language, byNamespace] of Object.entries(options.resources ?? {}))
      for (const [namespace, texts] of Object.entries(byNamespace)) this.addTexts(language, namespace, texts);
  }

  /** Starts afresh in `language` with `namespaces`, no texts at hand: what a page does once. */
  start(language: string, namespaces: readonly string[], load: LoadTexts): void {
    this.load = load;
    this.language = language;
    this.requested = language;
    this.namespaces = namespaces;
    this.texts.clear();
    this.settled.clear();
    this.changed();
  }

  addTexts(language: string, namespace: string, texts: Texts): void {
    this.texts.set(`${language}/${namespace}`, texts);
    this.changed();
  }

  /** The text of `key` in the current language (the key itself when no namespace has it). */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` bound to one language, the same function each time: components may depend on it. */
  fixedT(language: string): TFunction {
    let t = this.bound.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.bound.set(language, t);
    }
    return t;
  }

  exists(key: string): boolean {
    return this.find(this.language, key) !== undefined;
  }

  /** Its texts are here, loading failed for good, or there is no way to load them. */
  isReady(language: string = this.language): boolean {
    return !this.load || this.settled.has(language) || this.missing(language).length === 0;
  }

  /** Loads the namespaces `language` lacks; one promise while that is under way. Never rejects. */
  loadLanguage(language: string): Promise<void> {
    const missing = this.missing(language);
    if (missing.length === 0 || !this.load) return Promise.resolve();
    let loading = this.loads.get(language);
    if (!loading) {
      const load = this.load;
      loading = Promise.allSettled(
        missing.map(async (namespace) => this.addTexts(language, namespace, await load(language, namespace))),
      ).then(() => {
        this.loads.delete(language);
        this.settled.add(language);
        this.changed();
      });
      this.loads.set(language, loading);
    }
    return loading;
  }

  /** Makes `language` current once its texts are loaded; of quick successive switches the last wins. */
  async changeLanguage(language: string): Promise<void> {
    this.requested = language;
    await this.loadLanguage(language);
    if (this.requested !== language || this.language === language) return;
    this.language = language;
    this.changed();
  }

  /** For useSyncExternalStore: called after a switch and after texts arrive. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every switch and every arrival of texts. */
  snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private missing(language: string): string[] {
    return this.namespaces.filter((namespace) => !this.texts.has(`${language}/${namespace}`));
  }

  private find(language: string, key: string, count?: number): string | undefined {
    const plural =
      typeof count === "number"
        ? `${key}_${new Intl.PluralRules(this.pluralLocale(language)).select(count)}`
        : undefined;
    for (const namespace of this.namespaces) {
      const texts = this.texts.get(`${language}/${namespace}`);
      const text = texts && ((plural && lookup(texts, plural)) ?? lookup(texts, key));
      if (text !== undefined) return text;
    }
    return undefined;
  }

  private translate(language: string, key: string, options?: TranslateOptions): string {
    const text = this.find(language, key, options?.count) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  }
}
