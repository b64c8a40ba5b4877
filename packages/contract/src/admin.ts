import { z } from "zod";
import { depositOrderSchema, depositStatuses, orderCodeSchema } from "./deposits.ts";
import { pageQuery } from "./http.ts";
import { amountSchema, currencySchema, exchangeRateSchema } from "./money.ts";
import { providerSchema } from "./provider-schema.ts";
import { text } from "./text.ts";
import { withdrawalOrderSchema, withdrawalStatuses } from "./withdrawals.ts";

/*
 * The staff API (`/api/admin/v1/*`): every request and answer of the agency's operations. The admin
 * CLI and the back office speak it.
 */

export const agencyCodeSchema = text().regex(/^[a-z0-9]{2,20}$/, "admin.agency_code_pattern");

/** A host name as browsers send it, without port; local names are reserved for the default agency. */
export const domainSchema = text()
  .trim()
  .toLowerCase()
  .max(253, "admin.domain_too_long")
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "admin.domain_pattern",
  )
  .refine((domain) => domain !== "localhost", "admin.domain_reserved");

export const createAgencyBody = z.strictObject({
  code: agencyCodeSchema,
  name: text().trim().min(1, "validation.required").max(60, "admin.name_too_long"),
  domains: z.array(domainSchema).max(20),
  logoUrl: text().max(500).optional(),
});
export type CreateAgencyBody = z.infer<typeof createAgencyBody>;

export const addDomainBody = z.strictObject({ domain: domainSchema });

export const adminAgencySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  domains: z.array(z.string()),
});

export const agencyParams = z.object({ agency: agencyCodeSchema });
export const agencyOrderParams = agencyParams.extend({ code: orderCodeSchema });
/** Action calls carry no body; an empty JSON object is accepted for clients that always send one. */
export const noBody = z.strictObject({}).optional();

// Withdrawals and deposits.

export const withdrawalListQuery = z.object({ status: z.enum(withdrawalStatuses).optional() });
export const staffWithdrawalSchema = withdrawalOrderSchema.extend({ username: z.string() });
export const rejectWithdrawalBody = z.strictObject({ reason: text().trim().max(500).optional() }).optional();

export const depositListQuery = z.object({ status: z.enum(depositStatuses).optional() });
export const staffDepositSchema = depositOrderSchema.extend({ username: z.string() });

// Players.

export const playerParams = agencyParams.extend({ username: text().min(1).max(64) });
export const playerBlockingSchema = z.object({ username: z.string(), blocked: z.boolean() });

// Money settings.

const rateValue = text()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, "admin.rate_invalid")
  .refine((value) => /[1-9]/.test(value), "admin.rate_invalid");
const limitValue = text().regex(/^\d{1,15}(\.\d{1,2})?$/, "validation.amount_invalid");

export const rateParams = agencyParams.extend({ currency: currencySchema });
export const setRateBody = z.strictObject({ buy: rateValue, sell: rateValue });
export const ratesSchema = z.array(exchangeRateSchema);

export const setLimitsBody = z.strictObject({
  kind: z.enum(["deposit", "withdraw"]),
  currency: currencySchema.default("THB"),
  min: limitValue.optional(),
  max: limitValue.optional(),
});
export const limitsSchema = z.object({
  kind: z.enum(["deposit", "withdraw"]),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
});

export const addPaymentMethodBody = z.strictObject({
  code: text().trim().min(1).max(16),
  mid: text().trim().min(1).max(64),
  name: text().trim().min(1).max(80),
  currency: currencySchema,
});
export const paymentMethodParams = agencyParams.extend({ mid: text().min(1).max(64) });

// Exceptions: unmatched payments and dead jobs.

export const paymentStatuses = ["CREDITED", "UNMATCHED", "RESOLVED"] as const;
export const paymentListQuery = pageQuery.extend({ status: z.enum(paymentStatuses).optional() });
export const paymentParams = agencyParams.extend({ id: text().uuid() });

const resolutionNote = text().trim().min(1, "admin.note_required").max(500, "admin.note_too_long");
/** Credit an unmatched payment to a player and provider, or record that it was refunded outside. */
export const resolvePaymentBody = z.union([
  z.strictObject({
    credit: z.strictObject({ username: text().trim().min(1).max(64), provider: providerSchema }),
    note: resolutionNote,
  }),
  z.strictObject({ refunded: z.literal(true), note: resolutionNote }),
]);

export const staffPaymentSchema = z.object({
  id: z.string(),
  /** The agency of the order it named; null when the order code matched no agency. */
  agency: z.string().nullable(),
  gateway: z.string(),
  reference: z.string(),
  orderCode: z.string(),
  amount: z.string(),
  currency: z.string(),
  paidAt: z.string(),
  receivedAt: z.string(),
  status: z.enum(paymentStatuses),
  unmatchedReason: z
    .enum(["AMOUNT_MISMATCH", "CURRENCY_MISMATCH", "UNKNOWN_ORDER", "ORDER_SETTLED", "CREDIT_FAILED"])
    .nullable(),
  resolution: z.enum(["CREDITED", "REFUNDED"]).nullable(),
  creditOrderCode: z.string().nullable(),
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;
export const paymentResolutionSchema = z.object({
  payment: staffPaymentSchema,
  order: depositOrderSchema.nullable(),
});

export const jobStatuses = ["pending", "running", "done", "dead"] as const;
export const jobListQuery = pageQuery.extend({ status: z.enum(jobStatuses).optional() });
export const jobParams = agencyParams.extend({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const staffJobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(jobStatuses),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  updatedAt: z.string(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

// Promotions.

export const promotionParams = agencyParams.extend({ id: text().check(z.uuid()) });

// The sandbox bank (outside production).

export const sandboxPayBody = z.strictObject({
  orderCode: orderCodeSchema,
  amount: amountSchema.optional(),
  webhook: z.boolean().default(true),
});
export const sandboxPaymentSchema = z.object({
  payment: z.object({
    orderCode: z.string(),
    amount: z.string(),
    currency: z.string(),
    reference: z.string(),
    paidAt: z.string(),
  }),
  webhook: z.object({ sent: z.boolean(), status: z.number().optional() }),
});
