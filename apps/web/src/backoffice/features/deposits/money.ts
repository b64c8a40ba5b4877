import { formatCredit, formatNumber } from "@/lib/format";

/**
 * Money as the bank moved it, with its currency: kip in whole numbers ("66,000 LAK"), baht and
 * dollars with their cents ("150.00 THB").
 */
export function formatMoney(amount: string, currency: string): string {
  return `${currency === "LAK" ? formatNumber(amount) : formatCredit(amount)} ${currency}`;
}
