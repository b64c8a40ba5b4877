import { formatNumber } from "@/lib/format";

/** Kip in whole numbers with the currency after it, as bank apps show it: "64,000 LAK". */
export function formatKip(amount: string): string {
  return `${formatNumber(amount)} LAK`;
}

/**
 * How long ago, in the interface language ("12 minutes ago"), for a queue where the oldest order
 * waits longest.
 */
export function formatAge(from: string, now: Date, language: string): string {
  const seconds = Math.round((Date.parse(from) - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "auto", style: "short" });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}

/** The BCP 47 locale of the app's language codes. */
export function intlLocale(language: string): string {
  return { lo: "lo-LA", cn: "zh-CN", vn: "vi-VN", th: "th-TH" }[language] ?? "lo-LA";
}
