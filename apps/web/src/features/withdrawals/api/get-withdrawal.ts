import type { WithdrawalOrder } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@/features/deposits/api/get-open-deposits";
import { api } from "@/lib/api-client";
import { isOpenWithdrawal } from "../rules";
import { withdrawalKeys } from "./withdrawal-keys";

export function getWithdrawal(code: string): Promise<WithdrawalOrder> {
  return api.get(`/v2/withdrawals/${encodeURIComponent(code)}`, (contract) => contract.withdrawalOrderSchema);
}

/** One order, watched while it is shown; polled only while live updates are down and it is open. */
export function withdrawalQueryOptions(code: string, poll = false) {
  return queryOptions({
    queryKey: withdrawalKeys.detail(code),
    queryFn: () => getWithdrawal(code),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && (!query.state.data || isOpenWithdrawal(query.state.data)) ? POLL_MS : false,
  });
}

export function useWithdrawal(code: string, poll = false) {
  return useQuery(withdrawalQueryOptions(code, poll));
}
