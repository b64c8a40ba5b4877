import { useQuery } from "@tanstack/react-query";
import { type Paging, pageQueryOptions } from "@/lib/page-query";
import { depositKeys } from "./deposit-keys";

/** The player's deposit orders, newest first, a page at a time. */
export function depositsQueryOptions(paging: Paging) {
  return pageQueryOptions(
    { key: depositKeys.lists(), path: "/v2/deposits", item: (contract) => contract.depositOrderSchema },
    paging,
  );
}

export function useDeposits(paging: Paging) {
  return useQuery(depositsQueryOptions(paging));
}
