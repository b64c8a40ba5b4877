import { z } from "zod";
import { amountSchema, type Currency, currencySchema } from "./money.ts";
import type { PromotionEvents } from "./promotions.ts";
import { providerSchema } from "./provider-schema.ts";
import type { Provider } from "./providers.ts";
import { text } from "./text.ts";
import type { WithdrawalEvents } from "./withdrawals.ts";

/** Design §8: an OPEN order is cancelled by the job worker this long after it was made. */
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

export interface PaymentMethod {
  isEnabled: boolean;
  /** The bank's code (BCEL, LDB, ...). */
  code: string;
  /** The merchant id at that bank. */
  mid: string;
  displayName: string;
  currency: Currency;
}

/** Design §8: amount limits per currency when the agency has set none. */
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

export interface DepositOrder {
  code: string;
  provider: Provider;
  currency: Currency;
  /** What the player pays, in `currency` ("66000" LAK, "150.00" THB). */
  amount: string;
  /** The credit it buys (amount / rate, rounded down to 0.01). */
  credit: string;
  /** Promotion bonus credited with it ("0.00" without a promotion). */
  bonus: string;
  /** The sell rate used: units of `currency` per credit. */
  rate: string;
  status: DepositStatus;
  bankCode: string;
  mid: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface DepositLaoQr {
  /** The EMVCo payload to render as a QR image. */
  payload: string;
  amount: string;
  currency: Currency;
  mid: string;
  bankCode: string;
  expiresAt: string;
}

/** Design §8: the body a payment gateway posts to /api/v2/payments/{gateway}/webhook. */
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
