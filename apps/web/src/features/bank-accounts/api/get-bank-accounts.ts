import type { BankAccount } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getBankAccounts(): Promise<BankAccount[]> {
  return api.get("/v2/players/bank-accounts", (contract) => contract.bankAccountSchema.array());
}

// Under ["player"] so logout drops it with the rest of the player's data.
export const bankAccountKeys = { all: ["player", "bank-accounts"] as const };

export function bankAccountsQueryOptions() {
  return queryOptions({ queryKey: bankAccountKeys.all, queryFn: getBankAccounts });
}

export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions());
}
