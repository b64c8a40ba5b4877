import type {
  Bank,
  BankAccount,
  DepositLimit,
  DepositOrder,
  PaymentMethod,
  PromotionUsage,
} from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { bankAccountKeys } from "@/features/bank-accounts/api/bank-account-keys";
import { bankKeys } from "@/features/banks/api/bank-keys";
import { paymentMethodKeys } from "@/features/payment-methods/api/payment-method-keys";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { depositKeys } from "./deposit-keys";
import { depositLimitKeys } from "./deposit-limit-keys";

/**
 * What the deposit screen was drawn from when the server rendered it: the answers of the calls its
 * route loads before it renders (see preloadDepositScreen), as the server read them.
 */
export interface DepositScreenData {
  bankAccounts: BankAccount[];
  paymentMethods: PaymentMethod[];
  openDeposits: DepositOrder[];
  currentUsage: PromotionUsage | null;
  banks: Bank[];
  depositLimits: DepositLimit[];
}

/** The block when it holds every answer as a list (the promotion in use may be null); else undefined. */
export function depositScreenData(block: unknown): DepositScreenData | undefined {
  const value = block as Partial<DepositScreenData> | null | undefined;
  if (typeof value !== "object" || value === null) return undefined;
  const lists = [
    value.bankAccounts,
    value.paymentMethods,
    value.openDeposits,
    value.banks,
    value.depositLimits,
  ];
  if (!lists.every(Array.isArray)) return undefined;
  if (value.currentUsage === undefined || typeof value.currentUsage !== "object") return undefined;
  return value as DepositScreenData;
}

/** Seeds the screen's queries with what the server drew it from, so its route waits on none of them to hydrate. */
export function seedDepositScreen(queryClient: QueryClient, data: DepositScreenData): void {
  queryClient.setQueryData(bankAccountKeys.all, data.bankAccounts);
  queryClient.setQueryData(paymentMethodKeys.all, data.paymentMethods);
  queryClient.setQueryData(depositKeys.open(), data.openDeposits);
  queryClient.setQueryData(promotionKeys.current(), data.currentUsage);
  queryClient.setQueryData(bankKeys.all, data.banks);
  queryClient.setQueryData(depositLimitKeys.all, data.depositLimits);
}
