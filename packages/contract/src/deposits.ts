import { z } from "zod";
import type { Currency } from "./money.ts";
import { amountSchema, currencySchema } from "./money-schemas.ts";
import type { PromotionEvents } from "./promotions.ts";
import { providerSchema } from "./provider-schema.ts";
import type { Provider } from "./providers.ts";
import { text } from "./text.ts";
import type { WithdrawalEvents } from "./withdrawals.ts";

/** An OPEN order is cancelled by the job worker this long after it was made. */
export const DEPOSIT_EXPIRY_MS = 15 * 60 * 1000;
/** Order codes are ASCII, at most this long. */
export const ORDER_CODE_MAX = 20;
export const orderCodeSchema = text()
  .min(1)
  .max(ORDER_CODE_MAX)
  .regex(/^[A-Z0-9]+$/, "validation.order_code_invalid");

export const depositStatuses = ["OPEN", "PAID", "SUCCESS", "FAILED", "CANCELED"] as const;
export type DepositStatus = (typeof depositStatuses)[number];
/** An order still waiting for money or for its credit; a player has at most one. */
export const openDepositStatuses = ["OPEN", "PAID"] as const satisfies readonly DepositStatus[];

export const paymentMethodSchema = z.object({
  isEnabled: z.boolean(),
  /** The bank's code (BCEL, LDB, ...). */
  code: z.string(),
  /** The merchant id at that bank. */
  mid: z.string(),
  displayName: z.string(),
  currency: currencySchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Amount limits per currency when the agency has set none. */
export const defaultDepositLimits: Record<Currency, { min: string; max: string }> = {
  LAK: { min: "10000", max: "50000000" },
  THB: { min: "50", max: "100000" },
  USD: { min: "2", max: "2000" },
};

export const createDepositBody = z.strictObject({
  provider: providerSchema,
  mid: text().trim().min(1, "validation.mid_required").max(64, "validation.mid_invalid"),
  currency: currencySchema,
  amount: amountSchema,
});
export type CreateDepositBody = z.infer<typeof createDepositBody>;

export const depositOrderSchema = z.object({
  code: z.string(),
  provider: providerSchema,
  currency: currencySchema,
  /** What the player pays, in `currency` ("66000" LAK, "150.00" THB). */
  amount: z.string(),
  /** The credit it buys (amount / rate, rounded down to 0.01). */
  credit: z.string(),
  /** Promotion bonus credited with it ("0.00" without a promotion). */
  bonus: z.string(),
  /** The sell rate used: units of `currency` per credit. */
  rate: z.string(),
  status: z.enum(depositStatuses),
  bankCode: z.string(),
  mid: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositLaoQrSchema = z.object({
  /** The EMVCo payload to render as a QR image. */
  payload: z.string(),
  amount: z.string(),
  currency: currencySchema,
  mid: z.string(),
  bankCode: z.string(),
  expiresAt: z.string(),
});
export type DepositLaoQr = z.infer<typeof depositLaoQrSchema>;

/** The payment webhook's answer: recorded, whatever became of the payment. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

/** The body a payment gateway posts to /api/v2/payments/{gateway}/webhook. */
export const paymentWebhookBody = z.object({
  eventId: text().min(1).max(128),
  orderCode: text().min(1).max(64),
  amount: text().regex(/^\d{1,15}(\.\d{1,2})?$/),
  currency: text().min(3).max(3),
  status: z.literal("PAID"),
  paidAt: text().check(z.iso.datetime({ offset: true })),
  reference: text().min(1).max(128),
});
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBody>;

/** Server-sent events of `GET /api/v2/players/events`, by event name. */
export interface PlayerEvents extends WithdrawalEvents, PromotionEvents {
  "deposit.updated": { order: DepositOrder };
  "credit.updated": { provider: Provider; credit: { amount: string; currency: string } };
}
export type PlayerEventName = keyof PlayerEvents;
