import { CREDIT_SCALE, type PlayerCredits, type ProviderCredit, sumDecimals } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { creditKeys } from "./credit-keys";

export function getCredits({ client }: Caller = {}): Promise<PlayerCredits> {
  return api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema, { client });
}

/**
 * Credit is never fresh — it is the provider's live balance. A credit the page came with is shown
 * at once and asked for again as the screen mounts.
 */
export function creditsQueryOptions() {
  return queryOptions({ queryKey: creditKeys.all, queryFn: getCredits, staleTime: 0 });
}

export function useCredits() {
  return useQuery(creditsQueryOptions());
}

/**
 * Every provider's credit with one provider's new credit put in, and the total summed again:
 * undefined when that provider is not in the list (the list must then be fetched again).
 */
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
