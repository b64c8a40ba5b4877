import type { Bank } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { bankKeys } from "./bank-keys";

export function getBanks({ client }: Caller = {}): Promise<Bank[]> {
  return api.get("/v2/banks", (contract) => contract.bankSchema.array(), { client });
}

export function banksQueryOptions() {
  return queryOptions({ queryKey: bankKeys.all, queryFn: getBanks });
}

/** The agency's accepted banks; an empty list while loading so the footer never waits for it. */
export function useBanks(): Bank[] {
  return useQuery(banksQueryOptions()).data ?? [];
}
