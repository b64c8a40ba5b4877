import type { BankAccount } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

export function getBankAccounts(): Promise<BankAccount[]> {
  return api.get("/v2/players/bank-accounts", (contract) => contract.bankAccountSchema.array());
}

export function bankAccountsQueryOptions() {
  return queryOptions({ queryKey: bankAccountKeys.all, queryFn: getBankAccounts });
}

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
