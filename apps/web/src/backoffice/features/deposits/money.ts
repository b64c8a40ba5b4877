import { formatCredit, formatNumber } from "@/lib/format";

/** Kip in whole numbers ("66,000 LAK"), other currencies with cents ("150.00 THB"). */
export function formatMoney(amount: string, currency: string): string {
  return `${currency === "LAK" ? formatNumber(amount) : formatCredit(amount)} ${currency}`;
}
