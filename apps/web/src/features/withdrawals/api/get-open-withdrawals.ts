import type { WithdrawalOrder } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { POLL_MS } from "@/features/deposits/api/get-open-deposits";
import { api, type Caller } from "@/lib/api-client";
import { withdrawalKeys } from "./withdrawal-keys";

export function getOpenWithdrawals({ client }: Caller = {}): Promise<WithdrawalOrder[]> {
  return api.get("/v2/withdrawals/open", (contract) => contract.withdrawalOrderSchema.array(), { client });
}

export function openWithdrawalsQueryOptions(poll = false) {
  return queryOptions({
    queryKey: withdrawalKeys.open(),
    queryFn: getOpenWithdrawals,
    staleTime: 0,
    refetchInterval: poll ? POLL_MS : false,
  });
}

/** The player's open withdrawal (at most one), or undefined. */
export function useOpenWithdrawal(poll = false) {
  const query = useQuery(openWithdrawalsQueryOptions(poll));
  return { ...query, order: query.data?.[0] };
}
