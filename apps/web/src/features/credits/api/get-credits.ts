import type { PlayerCredits } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getCredits(): Promise<PlayerCredits> {
  return api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema);
}

// Under ["player"] so logout drops it with the rest of the player's data.
export const creditKeys = {
  all: ["player", "credits"] as const,
  provider: (provider: string) => ["player", "credits", provider] as const,
};

/** Credit is never fresh — it is the provider's live balance. */
export function creditsQueryOptions() {
  return queryOptions({ queryKey: creditKeys.all, queryFn: getCredits, staleTime: 0 });
}

export function useCredits() {
  return useQuery(creditsQueryOptions());
}
