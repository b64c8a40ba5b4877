import { z } from "zod";

/** Translation key of a text field holding a character the app refuses to store. */
export const TEXT_INVALID = "validation.text_invalid";

/** Matches a lone surrogate only: with the u flag a valid pair is one code point above U+FFFF. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

// Chrome < 111 and Safari < 16.4 lack String.prototype.isWellFormed; their forms use the regex.
const nativeIsWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** PostgreSQL refuses NUL in text and cannot encode an unpaired surrogate as UTF-8. */
export function isStorableText(value: string): boolean {
  if (value.includes("\u0000")) return false;
  return nativeIsWellFormed === undefined ? !LONE_SURROGATE.test(value) : nativeIsWellFormed.call(value);
}

/** Every request text field is built from it, so bad characters are refused before other checks. */
export function text() {
  return z.string().refine(isStorableText, { error: TEXT_INVALID, abort: true });
}
