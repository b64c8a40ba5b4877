import { DEFAULT_LANGUAGE, type Language, writeNumber } from "@kham/contract";

// Written by hand, as Intl does: loading ICU's locale data is slow on a phone. See docs/decisions/number-format.md.

/** A number or decimal string as the interface language writes it; a string that is not a number is shown as it is. */
export function formatNumber(value: number | string, language: Language = DEFAULT_LANGUAGE): string {
  return writeNumber(value, language, 0, 3) ?? String(value);
}

/** A credit amount ("150.00") with two decimals, as the interface language writes it. */
export function formatCredit(amount: string, language: Language = DEFAULT_LANGUAGE): string {
  return writeNumber(amount, language, 2, 2) ?? amount;
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

/**
 * A moment in Lao time to the minute, as the interface language orders a date (year first in Chinese):
 * for what the agency's rules decide in Lao time, such as when a limit's period starts again.
 */
export function formatLaoDateTime(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const at = new Date(date.getTime() + LAO_UTC_OFFSET_MINUTES * 60_000);
  const [year, month, day] = [at.getUTCFullYear(), pad(at.getUTCMonth() + 1), pad(at.getUTCDate())];
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  return language === "cn" ? `${year}年${month}月${day}日 ${time}` : `${day}/${month}/${year} ${time}`;
}

/** An account number in groups of four, so a player can read it back to staff. */
export function groupAccountNumber(accountNumber: string): string {
  return accountNumber.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** YYYY-MM-DD of the local day, as the fingerprint flow stores it. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
