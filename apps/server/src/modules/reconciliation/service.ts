import type { Reconciliation, ReconciliationGroup, ReconciliationRow } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { laoDay } from "../reports/service.ts";
import { countExpiredUnpaid, type DayBounds, type PaymentView, paymentsPaidWithin } from "./repository.ts";

/* The cashier's day: every payment the bank reports for a Lao day, in the group its money is in (docs/decisions/reconciliation.md). */

/** Laos keeps UTC+7 all year. */
const LAO_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export function laoDayBounds(day: string): DayBounds {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - LAO_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Credited when its credit reached the player; waiting while Kham owes it to a known order; else unmatched. */
export function groupOf(row: ReconciliationRow): ReconciliationGroup {
  const carriesCredit =
    row.status === "CREDITED" || (row.status === "RESOLVED" && row.resolution === "CREDITED");
  if (carriesCredit) return row.orderStatus === "SUCCESS" ? "credited" : "waiting";
  if (row.status === "UNMATCHED" && row.unmatchedReason === "CREDIT_FAILED") return "waiting";
  return "unmatched";
}

/** Kip first, then the other currencies by name; two decimals like the payments. */
function totalsOf(rows: ReconciliationRow[]) {
  const sums = new Map<string, Decimal>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? new Decimal(0)).plus(row.amount));
  return [...sums]
    .sort(([a], [b]) => (a === "LAK" ? -1 : b === "LAK" ? 1 : a.localeCompare(b)))
    .map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) }));
}

export async function reconcileDay(
  db: Db,
  view: PaymentView,
  day: string | undefined,
  now: Date,
): Promise<Reconciliation> {
  const chosen = day ?? laoDay(now);
  const bounds = laoDayBounds(chosen);
  const [found, expiredUnpaid] = await Promise.all([
    paymentsPaidWithin(db, view, bounds),
    countExpiredUnpaid(db, view.agencyId, bounds),
  ]);
  const groups: Record<ReconciliationGroup, ReconciliationRow[]> = {
    credited: [],
    waiting: [],
    unmatched: [],
  };
  for (const { payment, orderStatus, username } of found) {
    const row: ReconciliationRow = {
      paymentId: payment.id,
      gateway: payment.gateway,
      reference: payment.reference,
      orderCode: payment.orderCode,
      creditOrderCode: payment.creditOrderCode === payment.orderCode ? null : payment.creditOrderCode,
      username,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt.toISOString(),
      status: payment.status,
      unmatchedReason: payment.unmatchedReason,
      resolution: payment.resolution,
      orderStatus,
    };
    groups[groupOf(row)].push(row);
  }
  const group = (rows: ReconciliationRow[]) => ({ count: rows.length, totals: totalsOf(rows), rows });
  return {
    day: chosen,
    credited: group(groups.credited),
    waiting: group(groups.waiting),
    unmatched: group(groups.unmatched),
    expiredUnpaid,
  };
}
