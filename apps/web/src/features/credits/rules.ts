import { AMOUNT_PATTERN, convert, type ExchangeRate } from "@kham/contract";

/**
 * The kip a credit amount is worth at the agency's rate: what withdrawing it would pay
 * (WITHDRAW = credit × buy, whole kip). Undefined while the rate or the amount is unknown.
 */
export function creditInKip(amount: string, rates: readonly ExchangeRate[] | undefined): string | undefined {
  if (!rates || !AMOUNT_PATTERN.test(amount)) return undefined;
  if (!rates.some((rate) => rate.currency === "LAK")) return undefined;
  return convert("WITHDRAW", amount, "LAK", rates);
}
