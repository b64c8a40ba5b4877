import type { Protection } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { protectionKeys } from "./protection-keys";

export function getProtection({ client }: Caller = {}): Promise<Protection> {
  return api.get("/v2/players/protection", (contract) => contract.protectionSchema, { client });
}

export function protectionQueryOptions() {
  return queryOptions({ queryKey: protectionKeys.all, queryFn: getProtection });
}

export function useProtection() {
  return useQuery(protectionQueryOptions());
}
