import { z } from "zod";
import { amountSchema } from "./money-schemas.ts";
import { providerRefusalSchema, providerSchema } from "./provider-schema.ts";

export const withdrawalStatuses = ["OPEN", "SUCCESS", "REJECTED", "FAILED"] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** `GET /api/v2/withdrawals/limits` (public, agency-scoped): the agency's bounds in credit. */
export const withdrawalLimitsSchema = z.object({ min: z.string(), max: z.string() });
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;

/** Withdrawal bounds in credit when the agency has set none. */
export const defaultWithdrawalLimits: WithdrawalLimits = { min: "100.00", max: "50000.00" };

/** `POST /api/v2/withdrawals`: the credit to take out of one provider (two decimals at most). */
export const createWithdrawalBody = z.strictObject({
  provider: providerSchema,
  amount: amountSchema,
});
export type CreateWithdrawalBody = z.infer<typeof createWithdrawalBody>;

/** What staff recorded when paying out: bank reference, time sent, and the slip if uploaded. */
export const payoutProofSchema = z.object({
  reference: z.string(),
  paidAt: z.string(),
  slipUrl: z.string().optional(),
});
export type PayoutProof = z.infer<typeof payoutProofSchema>;

export const withdrawalOrderSchema = z.object({
  code: z.string(),
  provider: providerSchema,
  /** The credit asked for ("1000.00"). */
  amount: z.string(),
  /** The credit the player is paid for: min(amount, promotion max credit). */
  creditReceived: z.string(),
  /** The excess above the promotion's max credit, removed ("0.00" without a promotion). */
  creditReturned: z.string(),
  /** The promotion bonus taken off when the promotion says so ("0.00" otherwise). */
  bonusDeducted: z.string(),
  /** (creditReceived − bonusDeducted) × rate, rounded down, in LAK. */
  payout: z.string(),
  payoutCurrency: z.literal("LAK"),
  /** The buy rate used: LAK per credit. */
  rate: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  status: z.enum(withdrawalStatuses),
  /** The agency's reason, never a failed transfer's internal text; null otherwise. */
  reason: z.string().nullable(),
  /** FAILED because the provider would not let the credit out, for a reason the player can act on; null otherwise. */
  failure: providerRefusalSchema.nullable(),
  /** The payout's proof once staff approved it with one (SUCCESS); null otherwise. */
  payoutProof: payoutProofSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;

/** Server-sent event `withdrawal.updated` on `GET /api/v2/players/events`. */
export interface WithdrawalEvents {
  "withdrawal.updated": { order: WithdrawalOrder };
}
