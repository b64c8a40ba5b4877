import type { DepositOrder } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { depositKeys } from "./deposit-keys";

export function getOpenDeposits({ client }: Caller = {}): Promise<DepositOrder[]> {
  return api.get("/v2/deposits/open", (contract) => contract.depositOrderSchema.array(), { client });
}

/** Polling interval while live updates are down (the status must reach the screen within seconds). */
export const POLL_MS = 3000;

export function openDepositsQueryOptions(poll = false) {
  return queryOptions({
    queryKey: depositKeys.open(),
    queryFn: getOpenDeposits,
    staleTime: 0,
    refetchInterval: poll ? POLL_MS : false,
  });
}

/** The player's open order (OPEN or PAID; at most one), or undefined. */
export function useOpenDeposit(poll = false) {
  const query = useQuery(openDepositsQueryOptions(poll));
  return { ...query, order: query.data?.[0] };
}
