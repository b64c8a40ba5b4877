import { useQuery } from "@tanstack/react-query";
import { type Paging, pageQueryOptions } from "@/lib/page-query";
import { transferKeys } from "./transfer-keys";

/** While a transfer is on its way its status is read again this often. */
export const TRANSFER_POLL_MS = 1500;

/** The player's credit transfers, newest first, a page at a time. */
export function transfersQueryOptions(paging: Paging) {
  return pageQueryOptions(
    {
      key: transferKeys.lists(),
      path: "/v2/credits/transfers",
      item: (contract) => contract.creditTransferSchema,
    },
    paging,
  );
}

/** Polled while one of them is still PENDING, so the result and the balances follow by themselves. */
export function useTransfers(paging: Paging) {
  return useQuery({
    ...transfersQueryOptions(paging),
    refetchInterval: (query) =>
      query.state.data?.items.some((transfer) => transfer.status === "PENDING") ? TRANSFER_POLL_MS : false,
  });
}
