import { z } from "zod";
import { bankAccountSchema } from "./bank-accounts.ts";
import { depositOrderSchema, depositStatuses, orderCodeSchema, paymentMethodSchema } from "./deposits.ts";
import { pageQuery } from "./http.ts";
import { amountSchema, currencySchema, exchangeRateSchema } from "./money-schemas.ts";
import { isUploadedImageUrl } from "./promotions.ts";
import { providerSchema } from "./provider-schema.ts";
import { text } from "./text.ts";
import { withdrawalOrderSchema, withdrawalStatuses } from "./withdrawals.ts";

/* The staff API (`/api/admin/v1/*`), spoken by the admin CLI and the back office. */

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

/** Staff lists page and sort on the server: by date or amount, searched by order code or username. */
const orderListQuery = pageQuery.extend({
  search: text().trim().max(64).optional(),
  from: text()
    .check(z.iso.datetime({ offset: true }))
    .optional(),
  to: text()
    .check(z.iso.datetime({ offset: true }))
    .optional(),
  sort: z.enum(["createdAt", "amount"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export const withdrawalListQuery = orderListQuery.extend({ status: z.enum(withdrawalStatuses).optional() });
export const staffWithdrawalSchema = withdrawalOrderSchema.extend({
  username: z.string(),
  /** Why staff rejected it, or why its transfer failed; staff's words, not shown to the player as they are. */
  reason: z.string().nullable(),
  /** Whether the credit has left the player's game: only then can staff approve or reject it. */
  creditTaken: z.boolean(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;
/** The longest bank transfer reference staff may record. */
export const PAYOUT_REFERENCE_MAX = 64;
/** Printable: no control or invisible formatting character, no line break. */
const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;
/** Slack for staff's "paid at": their device's clock and the bank's rounded minute are not the server's. */
export const PAID_AT_CLOCK_SKEW_MS = 5 * 60_000;

/** Approving says the payout was sent: the bank reference is required; paid-at and slip are optional. */
export const approveWithdrawalBody = z.strictObject({
  reference: text()
    .trim()
    .min(1, "validation.required")
    .max(PAYOUT_REFERENCE_MAX, "validation.payout_reference")
    .regex(PRINTABLE, "validation.payout_reference"),
  paidAt: text()
    .check(z.iso.datetime({ offset: true, error: "validation.paid_at" }))
    .optional(),
  slipUrl: text().refine(isUploadedImageUrl, "validation.slip_url").optional(),
});
export type ApproveWithdrawalBody = z.infer<typeof approveWithdrawalBody>;
export const rejectWithdrawalBody = z.strictObject({ reason: text().trim().max(500).optional() }).optional();

export const depositListQuery = orderListQuery.extend({ status: z.enum(depositStatuses).optional() });
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;
export type DepositListQuery = z.infer<typeof depositListQuery>;
export const staffDepositSchema = depositOrderSchema.extend({
  username: z.string(),
  /** Why the provider refused its credit (a FAILED order); null otherwise. */
  failureReason: z.string().nullable(),
  /** Credited although it passed one of the player's own limits (a late payment): staff should look. */
  pastPlayerLimit: z.boolean(),
});
export type StaffDeposit = z.infer<typeof staffDepositSchema>;

// Players.

export const playerParams = agencyParams.extend({ username: text().min(1).max(64) });
export const playerBlockingSchema = z.object({ username: z.string(), blocked: z.boolean() });

export const playerListQuery = pageQuery.extend({
  search: text().trim().max(64).optional(),
  sort: z.enum(["createdAt", "username"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type PlayerListQuery = z.infer<typeof playerListQuery>;
export const staffPlayerSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export const ledgerEntrySchema = z.object({
  id: z.number(),
  provider: z.string(),
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  orderCode: z.string().nullable(),
  /** The game provider's own id for the transfer (for disputes); null when it gave none. */
  providerReference: z.string().nullable(),
  createdAt: z.string(),
});
/** A player as staff see them: account, bank account, live credits, ledger and recent orders. */
export const staffPlayerDetailSchema = z.object({
  player: staffPlayerSchema,
  bankAccounts: z.array(bankAccountSchema),
  credits: z.array(z.object({ provider: providerSchema, amount: z.string().nullable() })),
  ledger: z.array(ledgerEntrySchema),
  deposits: z.array(depositOrderSchema),
  withdrawals: z.array(withdrawalOrderSchema),
});

// The dashboard.

const moneyTotals = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  net: z.string(),
  /** Kip the bank received for credited deposits (LAK orders), and kip paid out for paid withdrawals. */
  kipIn: z.string(),
  kipOut: z.string(),
  newPlayers: z.number(),
});
/** What waits for a cashier now: OPEN withdrawals, and when the oldest was asked for. */
const waitingSchema = z.object({
  withdrawals: z.number().int().nonnegative(),
  oldestWithdrawalAt: z.string().nullable(),
});
/** Credit in and out (THB), kip in and out and new players: today and the last 30 days (Lao time), day by day. */
export const dashboardSchema = z.object({
  waiting: waitingSchema,
  /** Players whose deposits or loss in a current period reached 80 % of one of their limits. */
  playersNearLimit: z.number().int().nonnegative(),
  today: moneyTotals,
  last30Days: moneyTotals,
  days: z.array(moneyTotals.extend({ date: z.string() })),
});

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
/** A done job stays on staff's list this many days; the server's sweep then deletes it. */
export const DONE_JOBS_KEPT_DAYS = 30;
/** A job whose last error starts so is waiting for the agency to top up its own credit at the provider. */
export const AGENT_CREDIT_ERROR_PREFIX = "AGENT_CREDIT";
/** What staff may list: a status, or "stuck": the dead jobs and those waiting on the agency's credit. */
export const jobViews = [...jobStatuses, "stuck"] as const;
export type JobView = (typeof jobViews)[number];
export const jobListQuery = pageQuery.extend({ status: z.enum(jobViews).optional() });
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

/** Jobs whose money never left: given up only when the provider has no such transfer; refunds are owed. */
export const GIVE_UP_JOB_KINDS = ["deposit.transfer", "withdrawal.transfer-out"] as const;
export type GiveUpJobKind = (typeof GIVE_UP_JOB_KINDS)[number];
export function isGiveUpJobKind(kind: string): kind is GiveUpJobKind {
  return (GIVE_UP_JOB_KINDS as readonly string[]).includes(kind);
}
/** Margin for a dead job's last call to reach the provider before its "no such transfer" is believed. */
export const GIVE_UP_AFTER_MINUTES = 10;
export const giveUpJobBody = z.strictObject({
  note: resolutionNote,
  /** Staff checked the provider's own report and it has no such transfer: required where the provider has no lookup. */
  checkedAtProvider: z.boolean().optional(),
});
export type GiveUpJobBody = z.infer<typeof giveUpJobBody>;
/** The closed job, and the order it failed. */
export const giveUpJobResultSchema = z.object({
  job: staffJobSchema,
  order: z.object({ code: z.string(), status: z.literal("FAILED") }),
});

/** Transfer jobs staff may record as done once the provider's own report shows the transfer happened. */
export const SETTLE_JOB_KINDS = [
  "deposit.transfer",
  "withdrawal.transfer-out",
  "withdrawal.refund",
  "transfer.out",
  "transfer.in",
  "transfer.return",
] as const;
export type SettleJobKind = (typeof SETTLE_JOB_KINDS)[number];
export function isSettleJobKind(kind: string): kind is SettleJobKind {
  return (SETTLE_JOB_KINDS as readonly string[]).includes(kind);
}
/** The longest provider's own transfer id staff may record. */
export const PROVIDER_REFERENCE_MAX = 128;
export const settleJobBody = z.strictObject({
  /** Staff found the transfer in the provider's own back office: the only ground for recording it. */
  checkedAtProvider: z.literal(true, "admin.provider_check_required"),
  providerReference: text()
    .trim()
    .min(1, "validation.provider_reference")
    .max(PROVIDER_REFERENCE_MAX, "validation.provider_reference")
    .regex(PRINTABLE, "validation.provider_reference")
    .optional(),
  note: text().trim().max(500, "admin.note_too_long").optional(),
});
export type SettleJobBody = z.infer<typeof settleJobBody>;
/** The closed job, and where its order now stands (as the provider's success would have left it). */
export const settleJobResultSchema = z.object({
  job: staffJobSchema,
  order: z.object({ code: z.string(), status: z.string() }),
  providerReference: z.string().nullable(),
});

// Settings.

export const agencyProfileBody = z.strictObject({
  name: text().trim().min(1, "validation.required").max(60, "admin.name_too_long"),
  logoUrl: text().trim().min(1).max(500),
  whatsapp: text().trim().max(200),
  line: text().trim().max(200),
  facebook: text().trim().max(200),
  telegram: text().trim().max(200),
  twitter: text().trim().max(200),
});
export const thresholdBody = z.strictObject({
  promotionCreditThreshold: text().regex(/^\d{1,12}(\.\d{1,2})?$/, "validation.amount_invalid"),
});
export const domainParams = agencyParams.extend({ domain: domainSchema });
export const bankParams = agencyParams.extend({
  code: text().regex(/^[A-Z0-9]{2,16}$/, "admin.bank_unknown"),
});
export const staffBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  enabled: z.boolean(),
});
/** Everything the settings screen edits, in one answer. */
export const agencySettingsSchema = z.object({
  agency: z.object({
    code: z.string(),
    name: z.string(),
    logoUrl: z.string(),
    whatsapp: z.string(),
    line: z.string(),
    facebook: z.string(),
    telegram: z.string(),
    twitter: z.string(),
  }),
  domains: z.array(z.string()),
  rates: z.array(exchangeRateSchema),
  depositLimits: z.array(z.object({ currency: currencySchema, min: z.string(), max: z.string() })),
  withdrawalLimits: z.object({ min: z.string(), max: z.string() }),
  paymentMethods: z.array(paymentMethodSchema),
  banks: z.array(staffBankSchema),
  promotionCreditThreshold: z.string(),
});

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
