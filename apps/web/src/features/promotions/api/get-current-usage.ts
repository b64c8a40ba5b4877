import type { PromotionUsage } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export function getCurrentUsage({ client }: Caller = {}): Promise<PromotionUsage | null> {
  return api.get("/v2/players/promotions/using", (contract) => contract.promotionUsageSchema.nullable(), {
    client,
  });
}

/** It changes by itself and shapes the money forms, so it is read fresh on each visit. */
export function currentUsageQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.current(), queryFn: getCurrentUsage, staleTime: 0 });
}

export function useCurrentUsage() {
  return useQuery(currentUsageQueryOptions());
}
