import type { QueryClient } from "@tanstack/react-query";
import { bankAccountsQueryOptions } from "@/features/bank-accounts/api/get-bank-accounts";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { currentUsageQueryOptions } from "@/features/promotions/api/get-current-usage";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import type { Paging } from "@/lib/page-query";
import { openWithdrawalsQueryOptions } from "./api/get-open-withdrawals";
import { withdrawalLimitsQueryOptions } from "./api/get-withdrawal-limits";
import { withdrawalsQueryOptions } from "./api/get-withdrawals";

/* What the withdraw screens load before they render; route loaders import this lazily. */

export function preloadWithdrawScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery(creditsQueryOptions());
  void queryClient.prefetchQuery(withdrawalLimitsQueryOptions());
  return Promise.all([
    queryClient.ensureQueryData(bankAccountsQueryOptions()),
    queryClient.ensureQueryData(exchangeRatesQueryOptions()),
    queryClient.fetchQuery(openWithdrawalsQueryOptions()),
    // A promotion in use sets the rules of a withdrawal from its provider, stated in the form.
    queryClient.prefetchQuery(currentUsageQueryOptions()),
  ]);
}

/** Not waited for: the history shows at once, with rows of grey shapes until its page arrives. */
export function preloadWithdrawHistory(queryClient: QueryClient, paging: Paging) {
  void queryClient.prefetchQuery(withdrawalsQueryOptions(paging));
}
