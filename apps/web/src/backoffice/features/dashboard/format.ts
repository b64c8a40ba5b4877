import { formatCredit } from "@/lib/format";
import { intlLocale } from "../../lib/format";

/** A Lao calendar day (YYYY-MM-DD) as a date, read in UTC so no time zone shifts it. */
function dayOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** CLDR's Lao names, Sunday first: Chromium ships no Lao date data and would answer in English. */
const LAO_WEEKDAYS = ["ອາທິດ", "ຈັນ", "ອັງຄານ", "ພຸດ", "ພະຫັດ", "ສຸກ", "ເສົາ"];
const LAO_MONTHS = [
  "ມ.ກ.",
  "ກ.ພ.",
  "ມ.ນ.",
  "ມ.ສ.",
  "ພ.ພ.",
  "ມິ.ຖ.",
  "ກ.ລ.",
  "ສ.ຫ.",
  "ກ.ຍ.",
  "ຕ.ລ.",
  "ພ.ຈ.",
  "ທ.ວ.",
];

type DayStyle = "short" | "long" | "dayMonth";

const intlOptions: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  short: { day: "numeric", month: "numeric" },
  long: { weekday: "short", day: "numeric", month: "short" },
  dayMonth: { day: "numeric", month: "short" },
};

/** Lao as CLDR writes it ("ພຸດ 2 ທ.ວ."), for a browser whose Intl has no Lao. */
function laoDay(day: Date, style: DayStyle): string {
  const date = day.getUTCDate();
  if (style === "short") return `${date}/${day.getUTCMonth() + 1}`;
  const dayMonth = `${date} ${LAO_MONTHS[day.getUTCMonth()]}`;
  return style === "long" ? `${LAO_WEEKDAYS[day.getUTCDay()]} ${dayMonth}` : dayMonth;
}

/** A Lao calendar day in the staff member's language, never the browser's fallback English. */
function formatDay(date: string, language: string, style: DayStyle): string {
  const locale = intlLocale(language);
  const day = dayOf(date);
  if (language === "lo" && Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) {
    return laoDay(day, style);
  }
  return new Intl.DateTimeFormat(locale, { ...intlOptions[style], timeZone: "UTC" }).format(day);
}

/** A day under the chart's axis: "22/11" (the order of the staff's language). */
export function shortDay(date: string, language: string): string {
  return formatDay(date, language, "short");
}

/** A day with its weekday, for the day's figures: "Sun 22 Nov". */
export function longDay(date: string, language: string): string {
  return formatDay(date, language, "long");
}

/** A day with its month, for a period's bounds: "22 Nov". */
export function dayMonth(date: string, language: string): string {
  return formatDay(date, language, "dayMonth");
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
