import { CREDIT_SCALE, type PlayerCredits, type ProviderCredit, sumDecimals } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { creditKeys } from "./credit-keys";

export function getCredits({ client }: Caller = {}): Promise<PlayerCredits> {
  return api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema, { client });
}

/** Never fresh: it is the provider's live balance, shown at once and read again as the screen mounts. */
export function creditsQueryOptions() {
  return queryOptions({ queryKey: creditKeys.all, queryFn: getCredits, staleTime: 0 });
}

export function useCredits() {
  return useQuery(creditsQueryOptions());
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
