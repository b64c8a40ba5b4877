import { useQuery } from "@tanstack/react-query";
import { type Paging, pageQueryOptions } from "@/lib/page-query";
import { withdrawalKeys } from "./withdrawal-keys";

/** The player's withdrawal orders, newest first, a page at a time. */
export function withdrawalsQueryOptions(paging: Paging) {
  return pageQueryOptions(
    {
      key: withdrawalKeys.lists(),
      path: "/v2/withdrawals",
      item: (contract) => contract.withdrawalOrderSchema,
    },
    paging,
  );
}

export function useWithdrawals(paging: Paging) {
  return useQuery(withdrawalsQueryOptions(paging));
}
