import type { Provider, ProviderCredit } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { creditKeys } from "./credit-keys";

export function getProviderCredit(provider: Provider, { client }: Caller = {}): Promise<ProviderCredit> {
  return api.get(`/v2/players/credits/${provider}`, (contract) => contract.providerCreditSchema, { client });
}

export function providerCreditQueryOptions(provider: Provider) {
  return queryOptions({
    queryKey: creditKeys.provider(provider),
    queryFn: ({ client }) => getProviderCredit(provider, { client }),
    staleTime: 0,
  });
}

export function useProviderCredit(provider: Provider) {
  return useQuery(providerCreditQueryOptions(provider));
}
