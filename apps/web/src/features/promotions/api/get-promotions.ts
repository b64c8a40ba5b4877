import type { Promotion } from "@kham/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export function getPromotions(): Promise<Promotion[]> {
  return api.get("/v2/promotions", (contract) => contract.promotionSchema.array());
}

/** The agency's live promotions, the same for every visitor and player. */
export function promotionsQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.list(), queryFn: getPromotions });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}

/**
 * The server renders the landing page with the live promotions and writes the same list into the
 * page: it becomes the query's answer, so the banners hydrate as drawn and need no call.
 */
export function seedPromotions(queryClient: QueryClient, promotions: unknown): void {
  if (Array.isArray(promotions)) queryClient.setQueryData(promotionKeys.list(), promotions as Promotion[]);
}
