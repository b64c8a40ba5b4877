import { formatCredit } from "@/lib/format";
import { intlLocale } from "../../lib/format";

/** A Lao calendar day (YYYY-MM-DD) as a date, read in UTC so no time zone shifts it. */
function dayOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** A day under the chart's axis: "22/11" (the order of the staff's language). */
export function shortDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: "numeric",
    timeZone: "UTC",
  }).format(dayOf(date));
}

/** A day with its weekday, for the day's figures: "Sun 22 Nov". */
export function longDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(dayOf(date));
}

/** A day with its month, for a period's bounds: "22 Nov". */
export function dayMonth(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(dayOf(date));
}

/** An axis value, short: "12.5K" in the staff's language. */
export function axisValue(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), {
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

export type Sign = "positive" | "negative" | "zero";

export function signOf(amount: string): Sign {
  const value = Number(amount);
  return value > 0 ? "positive" : value < 0 ? "negative" : "zero";
}

/** A net amount with its sign written, so a loss reads as one without its colour: "+1,200.00", "−300.00". */
export function formatNet(amount: string): string {
  const sign = signOf(amount);
  const digits = formatCredit(amount.replace(/^-/, ""));
  return sign === "positive" ? `+${digits}` : sign === "negative" ? `−${digits}` : digits;
}
