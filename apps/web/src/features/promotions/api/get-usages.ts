import { useQuery } from "@tanstack/react-query";
import { type Paging, pageQueryOptions } from "@/lib/page-query";
import { promotionKeys } from "./promotion-keys";

/** The promotions the player has taken, newest first, a page at a time. */
export function usagesQueryOptions(paging: Paging) {
  return pageQueryOptions(
    {
      key: promotionKeys.usageLists(),
      path: "/v2/promotions/usages",
      item: (contract) => contract.promotionUsageSchema,
    },
    paging,
  );
}

export function useUsages(paging: Paging) {
  return useQuery(usagesQueryOptions(paging));
}
