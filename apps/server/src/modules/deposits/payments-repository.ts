import { and, count, desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newestFirst, pageOfParts } from "../../db/paging.ts";
import { agencies } from "../../db/schema/agency.ts";
import { payments } from "../../db/schema/deposits.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type UnmatchedReason = NonNullable<PaymentRow["unmatchedReason"]>;

export interface ReceivedPayment {
  gateway: string;
  reference: string;
  orderCode: string;
  amount: string;
  currency: string;
  paidAt: Date;
  receivedAt: Date;
}

/** Undefined when the reference was recorded before (a webhook and our query report the same payment). */
export async function insertPayment(db: Db, payment: ReceivedPayment): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values({ ...payment, status: "UNMATCHED", unmatchedReason: "UNKNOWN_ORDER" })
    .onConflictDoNothing({ target: [payments.gateway, payments.reference] })
    .returning();
  return row;
}

/** The payment credited its order (which carries the credit from here on). */
export async function markPaymentCredited(db: Db, id: string, agencyId: string, orderCode: string) {
  await db
    .update(payments)
    .set({ status: "CREDITED", unmatchedReason: null, agencyId, creditOrderCode: orderCode })
    .where(eq(payments.id, id));
}

export async function markPaymentUnmatched(
  db: Db,
  id: string,
  agencyId: string | null,
  reason: UnmatchedReason,
) {
  await db
    .update(payments)
    .set({ status: "UNMATCHED", unmatchedReason: reason, agencyId })
    .where(eq(payments.id, id));
}

/** The order carrying the credit failed for good: the payment goes back to staff as UNMATCHED (CREDIT_FAILED). */
export async function returnPaymentToStaff(db: Db, creditOrderCode: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: "UNMATCHED",
      unmatchedReason: "CREDIT_FAILED",
      resolution: null,
      resolvedAt: null,
      resolvedBy: null,
    })
    .where(
      and(
        eq(payments.creditOrderCode, creditOrderCode),
        or(eq(payments.status, "CREDITED"), eq(payments.status, "RESOLVED")),
      ),
    )
    .returning();
  return row;
}

export interface PaymentResolution {
  id: string;
  /** The caller's agency; null for a platform-wide caller, who may also resolve unassigned payments. */
  scopeAgencyId: string | null;
  agencyId: string;
  resolution: "CREDITED" | "REFUNDED";
  creditOrderCode: string | null;
  note: string;
  resolvedBy: string;
  now: Date;
}

/** UNMATCHED → RESOLVED, once: a second resolution (or a race) gets undefined. */
export async function resolveUnmatchedPayment(
  db: Db,
  input: PaymentResolution,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: "RESOLVED",
      resolution: input.resolution,
      agencyId: input.agencyId,
      creditOrderCode: input.creditOrderCode,
      note: input.note,
      resolvedBy: input.resolvedBy,
      resolvedAt: input.now,
    })
    .where(and(eq(payments.id, input.id), eq(payments.status, "UNMATCHED"), scope(input.scopeAgencyId)))
    .returning();
  return row;
}

/** A caller of one agency sees its payments; a platform-wide caller also sees unassigned ones. */
function scope(agencyId: string | null) {
  return agencyId === null ? undefined : eq(payments.agencyId, agencyId);
}

export async function findPaymentForStaff(
  db: Db,
  id: string,
  view: { agencyId: string; includeUnassigned: boolean },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), visibleTo(view)))
    .limit(1);
  return row;
}

/** Each part is one an index reads in order (see db/paging.ts). */
function visibleParts(view: { agencyId: string; includeUnassigned: boolean }) {
  const agency = eq(payments.agencyId, view.agencyId);
  return view.includeUnassigned ? [agency, isNull(payments.agencyId)] : [agency];
}

function visibleTo(view: { agencyId: string; includeUnassigned: boolean }) {
  return or(...visibleParts(view))!;
}

/** Staff's payments, newest first; a platform caller's also those of no agency (see db/paging.ts). */
export async function listPaymentsForStaff(
  db: Db,
  view: {
    agencyId: string;
    includeUnassigned: boolean;
    status: PaymentRow["status"] | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: Array<PaymentRow & { agencyCode: string | null }>; total: number }> {
  const withStatus = view.status === undefined ? undefined : eq(payments.status, view.status);
  const { items, total } = await pageOfParts({
    parts: visibleParts(view),
    rows: (owner, limit) =>
      db
        .select({ payment: payments, agencyCode: agencies.code })
        .from(payments)
        .leftJoin(agencies, eq(agencies.id, payments.agencyId))
        .where(and(owner, withStatus))
        .orderBy(desc(payments.receivedAt), desc(payments.id))
        .limit(limit),
    total: async (owner) => {
      const [row] = await db.select({ total: count() }).from(payments).where(and(owner, withStatus));
      return row?.total ?? 0;
    },
    order: newestFirst<{ payment: PaymentRow }>(
      (row) => row.payment.receivedAt,
      (row) => row.payment.id,
    ),
    page: view.page,
    pageSize: view.pageSize,
  });
  return { items: items.map((row) => ({ ...row.payment, agencyCode: row.agencyCode })), total };
}
