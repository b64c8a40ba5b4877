import type { DepositOrder, Page } from "@kham/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { depositKeys } from "./deposit-keys";

export function getDeposits(page: number, pageSize: number): Promise<Page<DepositOrder>> {
  return api.get<Page<DepositOrder>>(`/v2/deposits?page=${page}&pageSize=${pageSize}`);
}

/** Order statuses move by themselves (payment, expiry), so the history is refetched on every visit. */
export function depositsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: depositKeys.list(page, pageSize),
    queryFn: () => getDeposits(page, pageSize),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useDeposits(page: number, pageSize: number) {
  return useQuery(depositsQueryOptions(page, pageSize));
}
