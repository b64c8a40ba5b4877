import type { Page, WithdrawalOrder } from "@kham/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { withdrawalKeys } from "./withdrawal-keys";

export function getWithdrawals(page: number, pageSize: number): Promise<Page<WithdrawalOrder>> {
  return api.get<Page<WithdrawalOrder>>(`/v2/withdrawals?page=${page}&pageSize=${pageSize}`);
}

/** Staff approve or reject orders at any time, so the history is refetched on every visit. */
export function withdrawalsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: withdrawalKeys.list(page, pageSize),
    queryFn: () => getWithdrawals(page, pageSize),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(page: number, pageSize: number) {
  return useQuery(withdrawalsQueryOptions(page, pageSize));
}
