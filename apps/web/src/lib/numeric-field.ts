// What a number field (NumericInput) keeps of what is typed into it. A module of its own: the
// server-rendered forms' take-in of text typed before hydration (use-typed-before-hydration.ts)
// needs it too, and neither should pull in the number formatting.

/**
 * Set by NumericInput to the decimals its number may have: text typed into it before the app took
 * a server-rendered form over went in unfiltered, so the form takes in only its number.
 */
export const NUMERIC_FIELD = "data-numeric";

/** Lao (໐–໙) and Thai (๐–๙) digits, which a phone's Lao or Thai keyboard may type, as 0–9. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0ED0-\u0ED9\u0E50-\u0E59]/g, (digit) =>
    String((digit.codePointAt(0)! - (digit >= "\u0ED0" ? 0x0ed0 : 0x0e50)) % 10),
  );
}

/**
 * What a number field keeps of what was typed or pasted: digits, and where the amount has
 * `decimals` places one point with at most that many after it. A pasted "1,000,000 LAK" becomes
 * "1000000"; in a whole-number field a pasted fraction is dropped, not glued to the whole part.
 */
export function keepNumeric(value: string, decimals: number): string {
  const digits = asciiDigits(value);
  if (decimals <= 0) return (digits.split(".")[0] ?? "").replace(/\D/g, "");
  const [whole = "", ...fraction] = digits.replace(/[^\d.]/g, "").split(".");
  if (fraction.length === 0) return whole;
  return `${whole}.${fraction.join("").slice(0, decimals)}`;
}
