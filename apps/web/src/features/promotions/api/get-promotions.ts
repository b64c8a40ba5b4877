import type { Promotion } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export function getPromotions({ client }: Caller = {}): Promise<Promotion[]> {
  return api.get("/v2/promotions", (contract) => contract.promotionSchema.array(), { client });
}

/** The agency's live promotions, the same for every visitor and player. */
export function promotionsQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.list(), queryFn: getPromotions });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
