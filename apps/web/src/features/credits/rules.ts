import { AMOUNT_PATTERN, convert, type ExchangeRate } from "@kham/contract";

/** What withdrawing it would pay (credit × buy, whole kip); undefined while rate or amount is unknown. */
export function creditInKip(amount: string, rates: readonly ExchangeRate[] | undefined): string | undefined {
  if (!rates || !AMOUNT_PATTERN.test(amount)) return undefined;
  if (!rates.some((rate) => rate.currency === "LAK")) return undefined;
  return convert("WITHDRAW", amount, "LAK", rates);
}
