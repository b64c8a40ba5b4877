// Writes Lao numbers (1.234.567,89) by hand, as Intl "lo-LA" does: loading ICU's locale data is slow.

/** Rounded half away from zero to `maxPlaces`, padded to `minPlaces`, in the Lao way. */
function laoDecimal(digits: string, minPlaces: number, maxPlaces: number): string {
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
  whole = (whole.replace(/^0+(?=\d)/, "") || "0").replace(/\B(?=(\d{3})+$)/g, ".");
  return fraction ? `${whole},${fraction}` : whole;
}

/** A string of digits plus one ("199" → "200"). */
function addOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === "9") index -= 1;
  if (index < 0) return `1${"0".repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + "0".repeat(digits.length - index - 1);
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

/** Decimal strings are read as written, so a money amount is never rounded through a float. */
function laoNumber(value: number | string, minPlaces: number, maxPlaces: number): string | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    // Anything else Number() reads ("1e3", "", "0x10") is read as Number() reads it.
    if (!DECIMAL.test(text)) return laoNumber(Number(value), minPlaces, maxPlaces);
    const digits = text.replace(/^[+-]/, "");
    const sign = text.startsWith("-") ? "-" : "";
    return sign + laoDecimal(digits.startsWith(".") ? `0${digits}` : digits, minPlaces, maxPlaces);
  }
  if (!Number.isFinite(value)) return undefined;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + laoDecimal(plainDigits(Math.abs(value)), minPlaces, maxPlaces);
}

/** A number or decimal string in the Lao locale; a string that is not a number is shown as it is. */
export function formatNumber(value: number | string): string {
  return laoNumber(value, 0, 3) ?? String(value);
}

/** A credit amount ("150.00") with two decimals in the Lao locale. */
export function formatCredit(amount: string): string {
  return laoNumber(amount, 2, 2) ?? amount;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Laos keeps UTC+7 all year (no daylight saving): the agency's own time. */
export const LAO_UTC_OFFSET_MINUTES = 7 * 60;

/** In local time, or at a fixed UTC offset when given; the placeholder date 0001-01-01 shows N/A. */
export function formatDateTime(value: string | Date | null | undefined, utcOffsetMinutes?: number): string {
  if (!value) return "N/A";
  if (typeof value === "string" && value.startsWith("0001-01-01")) return "N/A";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime()) || date.getFullYear() <= 1) return "N/A";
  if (utcOffsetMinutes !== undefined) {
    // The same instant moved by the offset, then read in UTC: no time zone database needed.
    const at = new Date(date.getTime() + utcOffsetMinutes * 60_000);
    return `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  }
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** An account number in groups of four, so a player can read it back to staff. */
export function groupAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** YYYY-MM-DD of the local day, as the fingerprint flow stores it. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
