import type { QueryClient } from "@tanstack/react-query";
import { bankAccountsQueryOptions } from "@/features/bank-accounts/api/get-bank-accounts";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { paymentMethodsQueryOptions } from "@/features/payment-methods/api/get-payment-methods";
import { currentUsageQueryOptions } from "@/features/promotions/api/get-current-usage";
import { exchangeRatesQueryOptions } from "@/features/rates/api/get-exchange-rates";
import { withdrawalLimitsQueryOptions } from "@/features/withdrawals/api/get-withdrawal-limits";
import type { Paging } from "@/lib/page-query";
import { JUST_READ_MS } from "@/lib/query-client";
import { depositLimitsQueryOptions } from "./api/get-deposit-limits";
import { depositsQueryOptions } from "./api/get-deposits";
import { openDepositsQueryOptions } from "./api/get-open-deposits";

/* What the money screens load first; imported lazily so none of it sits in the first bundle. */

export function preloadDepositScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery(banksQueryOptions());
  void queryClient.prefetchQuery({ ...creditsQueryOptions(), staleTime: JUST_READ_MS });
  void queryClient.prefetchQuery(depositLimitsQueryOptions());
  // The form states the smallest cash-out before paying.
  void queryClient.prefetchQuery(withdrawalLimitsQueryOptions());
  return Promise.all([
    queryClient.ensureQueryData(bankAccountsQueryOptions()),
    queryClient.ensureQueryData(paymentMethodsQueryOptions()),
    queryClient.ensureQueryData(exchangeRatesQueryOptions()),
    queryClient.fetchQuery({ ...openDepositsQueryOptions(), staleTime: JUST_READ_MS }),
    // A promotion in use decides the form's provider and amount, so it is known before the form shows.
    queryClient.prefetchQuery({ ...currentUsageQueryOptions(), staleTime: JUST_READ_MS }),
  ]);
}

/** Not waited for: the list reads its page again as it mounts, so hydration never waits on it. */
export function preloadDepositHistory(queryClient: QueryClient, paging: Paging) {
  void queryClient.prefetchQuery({ ...depositsQueryOptions(paging), staleTime: Number.POSITIVE_INFINITY });
}
