import { and, count, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { depositOrders, payments } from "../../db/schema/deposits.ts";
import { players } from "../../db/schema/players.ts";

/** A bank's clock and ours disagree by far less; the bound lets the agency's receipt index start the read. */
const RECORDED_BEFORE_PAID_MS = 86_400_000;
/** Orders live minutes; one that expired in the day was created at most a day before it. */
const ORDER_LIFETIME_BOUND_MS = 86_400_000;

export interface DayBounds {
  start: Date;
  end: Date;
}

/** Who sees which payments: an agency's own, and for platform staff also those that named no agency. */
export interface PaymentView {
  agencyId: string;
  includeUnassigned: boolean;
}

/** Each payment the bank reports as paid within the day, with the order that carries (or was to carry) it. */
export async function paymentsPaidWithin(db: Db, view: PaymentView, day: DayBounds) {
  const agency = eq(payments.agencyId, view.agencyId);
  return db
    .select({
      payment: payments,
      orderStatus: depositOrders.status,
      username: players.username,
    })
    .from(payments)
    .leftJoin(
      depositOrders,
      and(
        eq(depositOrders.code, sql`coalesce(${payments.creditOrderCode}, ${payments.orderCode})`),
        eq(depositOrders.agencyId, payments.agencyId),
      ),
    )
    .leftJoin(players, eq(players.id, depositOrders.playerId))
    .where(
      and(
        view.includeUnassigned ? or(agency, isNull(payments.agencyId)) : agency,
        gte(payments.receivedAt, new Date(day.start.getTime() - RECORDED_BEFORE_PAID_MS)),
        gte(payments.paidAt, day.start),
        lt(payments.paidAt, day.end),
      ),
    )
    .orderBy(payments.paidAt, payments.id);
}

/** Deposit orders whose time ran out within the day with nothing paid (a late payment reopens one). */
export async function countExpiredUnpaid(db: Db, agencyId: string, day: DayBounds): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.agencyId, agencyId),
        eq(depositOrders.status, "CANCELED"),
        gte(depositOrders.createdAt, new Date(day.start.getTime() - ORDER_LIFETIME_BOUND_MS)),
        eq(depositOrders.failureReason, "EXPIRED"),
        gte(depositOrders.expiresAt, day.start),
        lt(depositOrders.expiresAt, day.end),
      ),
    );
  return row?.total ?? 0;
}
