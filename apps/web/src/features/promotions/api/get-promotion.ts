import type { Promotion } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { promotionsQueryOptions } from "./get-promotions";
import { promotionKeys } from "./promotion-keys";

/** Picked from the list (no single read exists); an id no longer offered is null, not an error. */
export function promotionQueryOptions(promotionId: string) {
  return queryOptions({
    queryKey: promotionKeys.detail(promotionId),
    queryFn: async ({ client }): Promise<Promotion | null> => {
      const promotions = await client.fetchQuery(promotionsQueryOptions());
      return promotions.find((promotion) => promotion.id === promotionId) ?? null;
    },
  });
}

export function usePromotion(promotionId: string) {
  return useQuery(promotionQueryOptions(promotionId));
}
