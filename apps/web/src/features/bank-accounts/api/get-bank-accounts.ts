import type { BankAccount } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

export function getBankAccounts({ client }: Caller = {}): Promise<BankAccount[]> {
  return api.get("/v2/players/bank-accounts", (contract) => contract.bankAccountSchema.array(), { client });
}

export function bankAccountsQueryOptions() {
  return queryOptions({ queryKey: bankAccountKeys.all, queryFn: getBankAccounts });
}

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
