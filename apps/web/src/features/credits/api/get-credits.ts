import type { PlayerCredits } from "@kham/contract";
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
