import { z } from "zod";

/** Translation key of a text field holding a character the app refuses to store. */
export const TEXT_INVALID = "validation.text_invalid";

/** Matches a lone surrogate only: with the u flag a valid pair is one code point above U+FFFF. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

// Chrome < 111 and Safari < 16.4 lack String.prototype.isWellFormed; their forms use the regex.
const nativeIsWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/**
 * True when PostgreSQL can store the text: no NUL byte (text columns refuse it) and no unpaired
 * surrogate (it cannot be encoded as UTF-8).
 */
export function isStorableText(value: string): boolean {
  if (value.includes("\u0000")) return false;
  return nativeIsWellFormed === undefined ? !LONE_SURROGATE.test(value) : nativeIsWellFormed.call(value);
}

/**
 * The string schema every text field of a request is built from: it refuses NUL and unpaired
 * surrogates with `validation.text_invalid` before any other check of the field runs.
 */
export function text() {
  return z.string().refine(isStorableText, { error: TEXT_INVALID, abort: true });
}
