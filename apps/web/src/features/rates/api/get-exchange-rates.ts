import type { ExchangeRate } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { rateKeys } from "./rate-keys";

export function getExchangeRates(): Promise<ExchangeRate[]> {
  return api.get("/v2/exchange-rates", (contract) => contract.exchangeRateSchema.array());
}

export function exchangeRatesQueryOptions() {
  return queryOptions({ queryKey: rateKeys.all, queryFn: getExchangeRates });
}

export function useExchangeRates() {
  return useQuery(exchangeRatesQueryOptions());
}
