import type { QueryClient } from "@tanstack/react-query";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { bankAccountsQueryOptions } from "./api/get-bank-accounts";

/* Imported lazily so none of it sits in the first bundle. */

/** The account decides between card and form, so it is waited for; the banks are not. */
export function preloadBankScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery(banksQueryOptions());
  return queryClient.ensureQueryData(bankAccountsQueryOptions());
}
