import type { DepositLimit } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { depositLimitKeys } from "./deposit-limit-keys";

export function getDepositLimits({ client }: Caller = {}): Promise<DepositLimit[]> {
  return api.get("/v2/deposits/limits", (contract) => contract.depositLimitSchema.array(), { client });
}

export function depositLimitsQueryOptions() {
  return queryOptions({ queryKey: depositLimitKeys.all, queryFn: getDepositLimits, staleTime: 5 * 60_000 });
}

export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions());
}
