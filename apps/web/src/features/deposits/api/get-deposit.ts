import type { DepositOrder } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { isOpenOrder } from "../rules";
import { depositKeys } from "./deposit-keys";
import { POLL_MS } from "./get-open-deposits";

export function getDeposit(code: string, { client }: Caller = {}): Promise<DepositOrder> {
  return api.get(`/v2/deposits/${encodeURIComponent(code)}`, (contract) => contract.depositOrderSchema, {
    client,
  });
}

/** One order, watched while its QR dialog is open; polled only while live updates are down and it is open. */
export function depositQueryOptions(code: string, poll = false) {
  return queryOptions({
    queryKey: depositKeys.detail(code),
    queryFn: ({ client }) => getDeposit(code, { client }),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && (!query.state.data || isOpenOrder(query.state.data)) ? POLL_MS : false,
  });
}

export function useDeposit(code: string, poll = false) {
  return useQuery(depositQueryOptions(code, poll));
}
