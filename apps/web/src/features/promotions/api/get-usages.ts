import type { Page, PromotionUsage } from "@kham/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export function getUsages(page: number, pageSize: number): Promise<Page<PromotionUsage>> {
  return api.get<Page<PromotionUsage>>(`/v2/promotions/usages?page=${page}&pageSize=${pageSize}`);
}

/** A usage in use moves by itself (credited, played out, withdrawn), so the history is refetched on every visit. */
export function usagesQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: promotionKeys.usages(page, pageSize),
    queryFn: () => getUsages(page, pageSize),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUsages(page: number, pageSize: number) {
  return useQuery(usagesQueryOptions(page, pageSize));
}
