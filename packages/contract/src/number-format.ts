import type { Language } from "./i18n.ts";

/** How a language writes a number: Lao and Vietnamese 1.234,5; Thai and Chinese 1,234.5 (as Intl does). */
export interface NumberSeparators {
  group: string;
  decimal: string;
}

const dotGroups: NumberSeparators = { group: ".", decimal: "," };
const commaGroups: NumberSeparators = { group: ",", decimal: "." };

export const numberSeparators: Record<Language, NumberSeparators> = {
  lo: dotGroups,
  vn: dotGroups,
  th: commaGroups,
  cn: commaGroups,
};

/** A string of digits plus one ("199" → "200"). */
function addOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + "0".repeat(digits.length - index - 1);
}

/** Rounded half away from zero to `maxPlaces`, padded to `minPlaces`, grouped in threes. */
function writeDigits(
  digits: string,
  minPlaces: number,
  maxPlaces: number,
  separators: NumberSeparators,
): string {
  const point = digits.indexOf(".");
  let whole = point < 0 ? digits : digits.slice(0, point);
  let fraction = point < 0 ? "" : digits.slice(point + 1);
  if (fraction.length > maxPlaces) {
    const roundUp = fraction.charCodeAt(maxPlaces) >= 53; // "5"
    fraction = fraction.slice(0, maxPlaces);
    if (roundUp) {
      // Adds one in the last kept place, carrying through the fraction into the whole part.
      const carried = addOne(whole + fraction);
      whole = carried.slice(0, carried.length - maxPlaces);
      fraction = carried.slice(carried.length - maxPlaces);
    }
  }
  while (fraction.length > minPlaces && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minPlaces, "0");
  whole = groupWhole(whole.replace(/^0+(?=\d)/, "") || "0", separators.group);
  return fraction ? `${whole}${separators.decimal}${fraction}` : whole;
}

/** "1234567" → "1.234.567" with the given group separator. */
export function groupWhole(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** JavaScript's shortest form of a number written out without an exponent: 1.5e-7 → "0.00000015". */
function plainDigits(value: number): string {
  const text = String(value);
  const exponent = text.indexOf("e");
  if (exponent < 0) return text;
  const mantissa = text.slice(0, exponent);
  const digits = mantissa.replace(".", "");
  const point =
    (mantissa.includes(".") ? mantissa.indexOf(".") : mantissa.length) + Number(text.slice(exponent + 1));
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A number or decimal string written for a language, undefined when it is not a number.
 * Decimal strings are read as written, so a money amount is never rounded through a float.
 */
export function writeNumber(
  value: number | string,
  language: Language,
  minPlaces: number,
  maxPlaces: number,
): string | undefined {
  const separators = numberSeparators[language];
  if (typeof value === "string") {
    const text = value.trim();
    // Anything else Number() reads ("1e3", "", "0x10") is read as Number() reads it.
    if (!DECIMAL.test(text)) return writeNumber(Number(value), language, minPlaces, maxPlaces);
    const digits = text.replace(/^[+-]/, "");
    const sign = text.startsWith("-") ? "-" : "";
    return (
      sign + writeDigits(digits.startsWith(".") ? `0${digits}` : digits, minPlaces, maxPlaces, separators)
    );
  }
  if (!Number.isFinite(value)) return undefined;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + writeDigits(plainDigits(Math.abs(value)), minPlaces, maxPlaces, separators);
}
