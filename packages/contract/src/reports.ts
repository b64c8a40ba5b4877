import { z } from "zod";
import { agencyParams } from "./admin.ts";
import { calendarDaySchema } from "./reconciliation.ts";

/* The daily close (figures per Lao day from the ledger) and the CSV exports of a range of Lao days. */

/** The longest range a report or export covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted; both well formed. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `?from&to`: Lao calendar days, from no later than to, at most a year apart. */
export const reportRangeQuery = z
  .object({ from: calendarDaySchema, to: calendarDaySchema })
  .refine((range) => range.from <= range.to, { message: "validation.range_order", path: ["to"] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_MAX_DAYS, {
    message: "validation.range_too_long",
    path: ["to"],
  });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** A figure in credit (THB, two decimals) and in kip (whole), as decimal strings. */
const amountsSchema = z.object({ credit: z.string(), lak: z.string() });

export const reportFigureNames = [
  "deposits",
  "bonuses",
  "withdrawals",
  "refunded",
  "excessReturned",
  "bonusRemoved",
  "net",
] as const;
export type ReportFigureName = (typeof reportFigureNames)[number];

/** What moved for the agency, read from the ledger by entry kind (docs/reports.md says which). */
export const reportFiguresSchema = z.object({
  /** Credit of credited deposits; kip the bank received for them (LAK orders). */
  deposits: amountsSchema,
  /** Promotion bonuses credited with deposits: credit only, no kip moved. */
  bonuses: amountsSchema,
  /** Credit taken out for withdrawals; kip paid out to players' banks. */
  withdrawals: amountsSchema,
  /** Credit of rejected withdrawals put back: no kip moved. */
  refunded: amountsSchema,
  /** Credit above a promotion's max credit taken out, not paid: no kip moved. */
  excessReturned: amountsSchema,
  /** Unearned bonus of cancelled promotions taken back: no kip moved. */
  bonusRemoved: amountsSchema,
  /** What the agency kept: deposits less withdrawals plus refunded (credit); kip in less kip out. */
  net: amountsSchema,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const providerFiguresSchema = reportFiguresSchema.extend({ provider: z.string() });
export type ProviderFigures = z.infer<typeof providerFiguresSchema>;

/** All providers together, and each provider that had any movement. */
const figuresByProviderSchema = z.object({
  total: reportFiguresSchema,
  providers: z.array(providerFiguresSchema),
});

export const dailyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, days without movement included. */
  days: z.array(figuresByProviderSchema.extend({ date: z.string() })),
  total: figuresByProviderSchema,
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const exportKinds = ["orders", "ledger"] as const;
export type ExportKind = (typeof exportKinds)[number];

/** `/exports/{orders or ledger}.csv`: the file's name in the path. */
export const exportParams = agencyParams.extend({ kind: z.enum(["orders.csv", "ledger.csv"]) });

/** The header row of each export, in its order. */
export const orderCsvColumns = [
  "order_code",
  "type",
  "status",
  "player",
  "provider",
  "amount",
  "currency",
  "credit",
  "bonus",
  "credit_returned",
  "bonus_deducted",
  "lak",
  "rate",
  "bank",
  "created_at",
  "credited_at",
  "paid_at",
  "payout_reference",
] as const;

export const ledgerCsvColumns = [
  "time",
  "kind",
  "player",
  "provider",
  "amount",
  "currency",
  "order_code",
  "provider_reference",
  "idempotency_key",
] as const;
