// Made on first use: building a Lao number format loads the locale's data, tens of milliseconds
// on a slow phone, which a screen that shows no number (login) should not pay while it starts.
let laoNumberFormat: Intl.NumberFormat | undefined;
let laoMoneyFormat: Intl.NumberFormat | undefined;
const laoNumber = () => (laoNumberFormat ??= new Intl.NumberFormat("lo-LA"));
const laoMoney = () =>
  (laoMoneyFormat ??= new Intl.NumberFormat("lo-LA", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** A number or decimal string in the Lao locale; a string that is not a number is shown as it is. */
export function formatNumber(value: number | string): string {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? laoNumber().format(number) : String(value);
}

/** A credit amount ("150.00") with two decimals in the Lao locale. */
export function formatCredit(amount: string): string {
  const number = Number(amount);
  return Number.isFinite(number) ? laoMoney().format(number) : amount;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** DD/MM/YYYY HH:mm:ss in local time; the placeholder date 0001-01-01 and invalid dates show N/A. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "N/A";
  if (typeof value === "string" && value.startsWith("0001-01-01")) return "N/A";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime()) || date.getFullYear() <= 1) return "N/A";
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
