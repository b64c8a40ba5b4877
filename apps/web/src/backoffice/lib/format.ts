import { formatNumber } from "@/lib/format";
import type { TFunction } from "@/lib/translator";

/** Kip in whole numbers with the currency after it, as bank apps show it: "64,000 LAK". */
export function formatKip(amount: string): string {
  return `${formatNumber(amount)} LAK`;
}

/** The app's own texts: browsers' relative-time data has no Lao. */
export function formatAge(t: TFunction, from: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(from)) / 1000));
  if (seconds < 60) return t("age.seconds", { count: seconds });
  if (seconds < 3600) return t("age.minutes", { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t("age.hours", { count: Math.floor(seconds / 3600) });
  return t("age.days", { count: Math.floor(seconds / 86_400) });
}

/** The BCP 47 locale of the app's language codes. */
export function intlLocale(language: string): string {
  return { lo: "lo-LA", cn: "zh-CN", vn: "vi-VN", th: "th-TH" }[language] ?? "lo-LA";
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A moment as a `datetime-local` input holds it, in the device's own time zone, to the minute. */
export function localDateTimeValue(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The moment a `datetime-local` value names in the device's time zone; undefined when it names none. */
export function fromLocalDateTime(value: string): Date | undefined {
  // A date and time without an offset is local time, by the ECMAScript date-time format.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
