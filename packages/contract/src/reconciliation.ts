import { z } from "zod";
import { paymentStatuses } from "./admin.ts";
import { text } from "./text.ts";

/* A Lao day of the gateway's payments set against Kham's orders, for the cashier who closes the day. */

/** A calendar day that exists, as a date input gives it ("2026-11-01"). */
export const calendarDaySchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.day_invalid")
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, "validation.day_invalid");

/** Without a day, today in Laos. */
export const reconciliationQuery = z.object({ day: calendarDaySchema.optional() });
export type ReconciliationQuery = z.infer<typeof reconciliationQuery>;

export const reconciliationGroups = ["credited", "waiting", "unmatched"] as const;
export type ReconciliationGroup = (typeof reconciliationGroups)[number];

export const reconciliationRowSchema = z.object({
  paymentId: z.string(),
  gateway: z.string(),
  /** The gateway's own reference for the payment. */
  reference: z.string(),
  /** The order code the payment named. */
  orderCode: z.string(),
  /** The order that carries its credit when that is another one (staff credited it elsewhere). */
  creditOrderCode: z.string().nullable(),
  /** The player of the order it credits or named; null when it named no order of ours. */
  username: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  paidAt: z.string(),
  status: z.enum(paymentStatuses),
  unmatchedReason: z
    .enum(["AMOUNT_MISMATCH", "CURRENCY_MISMATCH", "UNKNOWN_ORDER", "ORDER_SETTLED", "CREDIT_FAILED"])
    .nullable(),
  resolution: z.enum(["CREDITED", "REFUNDED"]).nullable(),
  /** The status of the order carrying the credit (or the one named); null when there is none. */
  orderStatus: z.enum(["OPEN", "PAID", "SUCCESS", "FAILED", "CANCELED"]).nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const reconciliationGroupSchema = z.object({
  count: z.number(),
  /** Sums per currency, as decimal strings; kip first. */
  totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
  rows: z.array(reconciliationRowSchema),
});
export type ReconciliationGroupTotals = z.infer<typeof reconciliationGroupSchema>;

export const reconciliationSchema = z.object({
  day: z.string(),
  credited: reconciliationGroupSchema,
  waiting: reconciliationGroupSchema,
  unmatched: reconciliationGroupSchema,
  /** Orders whose time ran out that day with nothing paid. */
  expiredUnpaid: z.number(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
