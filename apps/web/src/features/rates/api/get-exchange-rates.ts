import type { ExchangeRate } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { rateKeys } from "./rate-keys";

export function getExchangeRates({ client }: Caller = {}): Promise<ExchangeRate[]> {
  return api.get("/v2/exchange-rates", (contract) => contract.exchangeRateSchema.array(), { client });
}

export function exchangeRatesQueryOptions() {
  return queryOptions({ queryKey: rateKeys.all, queryFn: getExchangeRates });
}

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
