import type { QueryClient } from "@tanstack/react-query";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import type { Paging } from "@/lib/page-query";
import { JUST_READ_MS } from "@/lib/query-client";
import { blockingQueryOptions } from "./api/get-blocking";
import { currentUsageQueryOptions } from "./api/get-current-usage";
import { promotionQueryOptions } from "./api/get-promotion";
import { promotionsQueryOptions } from "./api/get-promotions";
import { usagesQueryOptions } from "./api/get-usages";

/* What the promotion screens load first; imported lazily so none of it sits in the first bundle. */

/** A server-rendered screen holds the credit and promotion just read (JUST_READ_MS). */
export function preloadPromotionList(queryClient: QueryClient) {
  void queryClient.prefetchQuery({ ...creditsQueryOptions(), staleTime: JUST_READ_MS });
  void queryClient.prefetchQuery(exchangeRatesQueryOptions());
  return Promise.all([
    queryClient.ensureQueryData(promotionsQueryOptions()),
    // Waited for, so the promotion in use shows first, but not a reason to fail the whole list.
    queryClient.prefetchQuery({ ...currentUsageQueryOptions(), staleTime: JUST_READ_MS }),
  ]);
}

/** The detail picks its promotion from the list, so the list comes first. */
export async function preloadPromotionDetail(queryClient: QueryClient, promotionId: string) {
  void queryClient.prefetchQuery(blockingQueryOptions());
  void queryClient.prefetchQuery(currentUsageQueryOptions());
  await queryClient.ensureQueryData(promotionsQueryOptions());
  return queryClient.ensureQueryData(promotionQueryOptions(promotionId));
}

/** A page at hand shows while it is read again: the route never waits on it to hydrate. */
export function preloadUsageHistory(queryClient: QueryClient, paging: Paging) {
  return queryClient.prefetchQuery({ ...usagesQueryOptions(paging), staleTime: Number.POSITIVE_INFINITY });
}
