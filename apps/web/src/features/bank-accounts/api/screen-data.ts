import type { Bank, BankAccount } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { bankKeys } from "@/features/banks/api/bank-keys";
import { bankAccountKeys } from "./bank-account-keys";

/**
 * What the bank account screen was drawn from when the server rendered it: the answers of the calls
 * its route loads before it renders (see preloadBankScreen), as the server read them.
 */
export interface BankScreenData {
  bankAccounts: BankAccount[];
  /** The form's tiles, and the logo the account is shown with. */
  banks: Bank[];
}

/** The block when it holds both answers as lists; else undefined. */
export function bankScreenData(block: unknown): BankScreenData | undefined {
  const value = block as Partial<BankScreenData> | null | undefined;
  if (typeof value !== "object" || value === null) return undefined;
  if (![value.bankAccounts, value.banks].every(Array.isArray)) return undefined;
  return value as BankScreenData;
}

/** Seeds the screen's queries with what the server drew it from, so its route waits on none of them to hydrate. */
export function seedBankScreen(queryClient: QueryClient, data: BankScreenData): void {
  queryClient.setQueryData(bankAccountKeys.all, data.bankAccounts);
  queryClient.setQueryData(bankKeys.all, data.banks);
}
