// Its own module: the take-in of text typed before hydration needs it without the number formatting.

/** Text typed before hydration went in unfiltered, so the form takes in only its number. */
export const NUMERIC_FIELD = "data-numeric";
/** On a grouped amount field: its group and decimal separators (".," in Lao), to read early text by. */
export const NUMERIC_GROUPING = "data-grouping";

/** Lao (໐–໙) and Thai (๐–๙) digits, which a phone's Lao or Thai keyboard may type, as 0–9. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0ED0-\u0ED9\u0E50-\u0E59]/g, (digit) =>
    String((digit.codePointAt(0)! - (digit >= "\u0ED0" ? 0x0ed0 : 0x0e50)) % 10),
  );
}

/** A pasted "1,000,000 LAK" becomes "1000000"; a whole-number field drops a pasted fraction. */
export function keepNumeric(value: string, decimals: number): string {
  const digits = asciiDigits(value);
  if (decimals <= 0) return (digits.split(".")[0] ?? "").replace(/\D/g, "");
  const [whole = "", ...fraction] = digits.replace(/[^\d.]/g, "").split(".");
  if (fraction.length === 0) return whole;
  return `${whole}.${fraction.join("").slice(0, decimals)}`;
}
