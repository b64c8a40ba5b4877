import type { WithdrawalLimits } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { withdrawalLimitKeys } from "./withdrawal-limit-keys";

export function getWithdrawalLimits({ client }: Caller = {}): Promise<WithdrawalLimits> {
  return api.get("/v2/withdrawals/limits", (contract) => contract.withdrawalLimitsSchema, { client });
}

export function withdrawalLimitsQueryOptions() {
  return queryOptions({
    queryKey: withdrawalLimitKeys.all,
    queryFn: getWithdrawalLimits,
    staleTime: 5 * 60_000,
  });
}

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQueryOptions());
}
