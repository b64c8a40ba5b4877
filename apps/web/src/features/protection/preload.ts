import type { QueryClient } from "@tanstack/react-query";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import { protectionQueryOptions } from "./api/get-protection";

/* What the protection screen loads before it renders; its route loader imports this lazily. */

export function preloadProtectionScreen(queryClient: QueryClient) {
  // The kip beside each limit comes when the rates do; the limits themselves are waited for.
  void queryClient.prefetchQuery(exchangeRatesQueryOptions());
  return queryClient.ensureQueryData(protectionQueryOptions());
}
