import type { QueryClient } from "@tanstack/react-query";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { bankAccountsQueryOptions } from "./api/get-bank-accounts";

/*
 * What the bank account screen loads before it renders. Its route's loader imports this lazily so
 * none of it sits in the first bundle; it loads alongside the screen's own chunk.
 */

/**
 * The account is waited for (it decides between the card and the form); the banks are not, as the
 * form draws its tiles' shapes until they come. A page the server rendered holds both.
 */
export function preloadBankScreen(queryClient: QueryClient) {
  void queryClient.prefetchQuery(banksQueryOptions());
  return queryClient.ensureQueryData(bankAccountsQueryOptions());
}
