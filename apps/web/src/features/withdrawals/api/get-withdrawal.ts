import type { WithdrawalOrder } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@/features/deposits/api/get-open-deposits";
import { api, type Caller } from "@/lib/api-client";
import { isOpenWithdrawal } from "../rules";
import { withdrawalKeys } from "./withdrawal-keys";

export function getWithdrawal(code: string, { client }: Caller = {}): Promise<WithdrawalOrder> {
  return api.get(
    `/v2/withdrawals/${encodeURIComponent(code)}`,
    (contract) => contract.withdrawalOrderSchema,
    {
      client,
    },
  );
}

/** One order, watched while it is shown; polled only while live updates are down and it is open. */
export function withdrawalQueryOptions(code: string, poll = false) {
  return queryOptions({
    queryKey: withdrawalKeys.detail(code),
    queryFn: ({ client }) => getWithdrawal(code, { client }),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && (!query.state.data || isOpenWithdrawal(query.state.data)) ? POLL_MS : false,
  });
}

export function useWithdrawal(code: string, poll = false) {
  return useQuery(withdrawalQueryOptions(code, poll));
}
