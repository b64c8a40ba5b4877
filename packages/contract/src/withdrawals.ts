import { z } from "zod";
import { amountSchema } from "./money.ts";
import { providerSchema } from "./provider-schema.ts";
import type { Provider } from "./providers.ts";

export const withdrawalStatuses = ["OPEN", "SUCCESS", "REJECTED", "FAILED"] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** `GET /api/v2/withdrawals/limits` (public, agency-scoped): the agency's bounds in credit. */
export interface WithdrawalLimits {
  min: string;
  max: string;
}

/** Design §9: withdrawal bounds in credit when the agency has set none. */
export const defaultWithdrawalLimits: WithdrawalLimits = { min: "100.00", max: "50000.00" };

/** `POST /api/v2/withdrawals`: the credit to take out of one provider (two decimals at most). */
export const createWithdrawalBody = z.strictObject({
  provider: providerSchema,
  amount: amountSchema,
});
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;

export interface WithdrawalOrder {
  code: string;
  provider: Provider;
  /** The credit asked for ("1000.00"). */
  amount: string;
  /** The credit the player is paid for: min(amount, promotion max credit). */
  creditReceived: string;
  /** The excess above the promotion's max credit, removed ("0.00" without a promotion). */
  creditReturned: string;
  /** The promotion bonus taken off when the promotion says so ("0.00" otherwise). */
  bonusDeducted: string;
  /** (creditReceived − bonusDeducted) × rate, rounded down, in LAK. */
  payout: string;
  payoutCurrency: "LAK";
  /** The buy rate used: LAK per credit. */
  rate: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  status: WithdrawalStatus;
  createdAt: string;
  updatedAt: string;
}

/** Server-sent event `withdrawal.updated` on `GET /api/v2/players/events`. */
export interface WithdrawalEvents {
  "withdrawal.updated": { order: WithdrawalOrder };
}
