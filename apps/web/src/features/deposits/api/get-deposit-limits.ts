import type { DepositLimit } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { depositLimitKeys } from "./deposit-limit-keys";

export function getDepositLimits(): Promise<DepositLimit[]> {
  return api.get("/v2/deposits/limits", (contract) => contract.depositLimitSchema.array());
}

export function depositLimitsQueryOptions() {
  return queryOptions({ queryKey: depositLimitKeys.all, queryFn: getDepositLimits, staleTime: 5 * 60_000 });
}

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions());
}
