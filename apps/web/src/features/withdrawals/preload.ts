import type { QueryClient } from "@tanstack/react-query";
import { bankAccountsQueryOptions } from "@/features/bank-accounts/api/get-bank-accounts";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { currentUsageQueryOptions } from "@/features/promotions/api/get-current-usage";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import type { Paging } from "@/lib/page-query";
import { JUST_READ_MS } from "@/lib/query-client";
import { openWithdrawalsQueryOptions } from "./api/get-open-withdrawals";
import { withdrawalLimitsQueryOptions } from "./api/get-withdrawal-limits";
import { withdrawalsQueryOptions } from "./api/get-withdrawals";

/* What the withdraw screens load before they render; route loaders import this lazily. */

/** Ever-fresh calls take a just-read answer (JUST_READ_MS), so the route waits on none to hydrate. */
export function preloadWithdrawScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery({ ...creditsQueryOptions(), staleTime: JUST_READ_MS });
  void queryClient.prefetchQuery(withdrawalLimitsQueryOptions());
  // The logo of the account's bank.
  void queryClient.prefetchQuery(banksQueryOptions());
  return Promise.all([
    queryClient.ensureQueryData(bankAccountsQueryOptions()),
    queryClient.ensureQueryData(exchangeRatesQueryOptions()),
    queryClient.fetchQuery({ ...openWithdrawalsQueryOptions(), staleTime: JUST_READ_MS }),
    // A promotion in use sets the rules of a withdrawal from its provider, stated in the form.
    queryClient.prefetchQuery({ ...currentUsageQueryOptions(), staleTime: JUST_READ_MS }),
  ]);
}

/** Not waited for: the list reads its page again as it mounts, so hydration never waits on it. */
export function preloadWithdrawHistory(queryClient: QueryClient, paging: Paging) {
  void queryClient.prefetchQuery({ ...withdrawalsQueryOptions(paging), staleTime: Number.POSITIVE_INFINITY });
}
