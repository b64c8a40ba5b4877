import type { Bank, BankAccount, PromotionUsage, WithdrawalLimits, WithdrawalOrder } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { bankAccountKeys } from "@/features/bank-accounts/api/bank-account-keys";
import { bankKeys } from "@/features/banks/api/bank-keys";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { withdrawalKeys } from "./withdrawal-keys";
import { withdrawalLimitKeys } from "./withdrawal-limit-keys";

/**
 * What the withdraw screen was drawn from when the server rendered it: the answers of the calls its
 * route loads before it renders (see preloadWithdrawScreen), as the server read them. The credit
 * and the rates it shows come with the player, as on the other rendered screens.
 */
export interface WithdrawScreenData {
  bankAccounts: BankAccount[];
  openWithdrawals: WithdrawalOrder[];
  currentUsage: PromotionUsage | null;
  withdrawalLimits: WithdrawalLimits;
  /** The banks' logos: the account paid to is shown with its bank's. */
  banks: Bank[];
}

/** The block when it holds every answer in its shape (the promotion in use may be null); else undefined. */
export function withdrawScreenData(block: unknown): WithdrawScreenData | undefined {
  const value = block as Partial<WithdrawScreenData> | null | undefined;
  if (typeof value !== "object" || value === null) return undefined;
  if (![value.bankAccounts, value.openWithdrawals, value.banks].every(Array.isArray)) return undefined;
  if (value.currentUsage === undefined || typeof value.currentUsage !== "object") return undefined;
  const limits = value.withdrawalLimits;
  if (typeof limits?.min !== "string" || typeof limits.max !== "string") return undefined;
  return value as WithdrawScreenData;
}

/** Seeds the screen's queries with what the server drew it from, so its route waits on none of them to hydrate. */
export function seedWithdrawScreen(queryClient: QueryClient, data: WithdrawScreenData): void {
  queryClient.setQueryData(bankAccountKeys.all, data.bankAccounts);
  queryClient.setQueryData(withdrawalKeys.open(), data.openWithdrawals);
  queryClient.setQueryData(promotionKeys.current(), data.currentUsage);
  queryClient.setQueryData(withdrawalLimitKeys.all, data.withdrawalLimits);
  queryClient.setQueryData(bankKeys.all, data.banks);
}
