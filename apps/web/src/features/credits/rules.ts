import {
  AMOUNT_PATTERN,
  CREDIT_SCALE,
  convert,
  type ExchangeRate,
  type PlayerCredits,
  type ProviderCredit,
  sumDecimals,
} from "@kham/contract";

/** What withdrawing it would pay (credit × buy, whole kip); undefined while rate or amount is unknown. */
export function creditInKip(amount: string, rates: readonly ExchangeRate[] | undefined): string | undefined {
  if (!rates || !AMOUNT_PATTERN.test(amount)) return undefined;
  if (!rates.some((rate) => rate.currency === "LAK")) return undefined;
  return convert("WITHDRAW", amount, "LAK", rates);
}

/** Undefined when that provider is not in the list, which must then be fetched again. */
export function withProviderCredit(
  credits: PlayerCredits,
  update: ProviderCredit,
): PlayerCredits | undefined {
  if (!credits.credits.some((entry) => entry.provider === update.provider)) return undefined;
  const list = credits.credits.map((entry) => (entry.provider === update.provider ? update : entry));
  const amount = sumDecimals(
    list.map((entry) => entry.credit.amount),
    CREDIT_SCALE,
  );
  return { credits: list, total: { ...credits.total, amount } };
}
