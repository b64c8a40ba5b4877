import type { Texts } from "./translator";

export const LOCALES_PATH = "/locales/{{lng}}/{{ns}}.json";

export function localePath(language: string, namespace: string): string {
  return LOCALES_PATH.replace("{{lng}}", encodeURIComponent(language)).replace(
    "{{ns}}",
    encodeURIComponent(namespace),
  );
}

/** As i18next did: five more tries, 350 ms apart at first, twice as long each time. */
const RETRIES = 5;
const FIRST_RETRY_MS = 350;

class LocaleError extends Error {
  constructor(
    message: string,
    /** A server error or a network failure may pass; a 4xx will not. */
    readonly retry: boolean,
  ) {
    super(message);
  }
}

async function fetchOnce(language: string, namespace: string): Promise<Texts> {
  let response: Response;
  try {
    response = await fetch(localePath(language, namespace), { headers: { Accept: "application/json" } });
  } catch (error) {
    throw new LocaleError(error instanceof Error ? error.message : String(error), true);
  }
  if (!response.ok)
    throw new LocaleError(`failed loading ${response.url}: ${response.status}`, response.status >= 500);
  return (await response.json()) as Texts;
}

/** Retries server errors and network failures (weak phone connections), never a 4xx. */
export async function fetchLocale(
  language: string,
  namespace: string,
  firstRetryMs = FIRST_RETRY_MS,
): Promise<Texts> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce(language, namespace);
    } catch (error) {
      if (!(error instanceof LocaleError && error.retry) || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstRetryMs * 2 ** attempt));
    }
  }
}
