import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { literalPattern, orderSearch } from "../../db/order-search.ts";
import { agencies } from "../../db/schema/agency.ts";
import { players } from "../../db/schema/players.ts";
import { isOpenWithdrawalOrder, withdrawalOrders } from "../../db/schema/withdrawals.ts";

export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
type WithdrawalStatusValue = WithdrawalOrderRow["status"];

/** Inserts an OPEN order; undefined when the player already has an open one (the unique index). */
export async function insertWithdrawalOrder(
  db: Db,
  order: typeof withdrawalOrders.$inferInsert,
): Promise<WithdrawalOrderRow | undefined> {
  const [created] = await db.insert(withdrawalOrders).values(order).onConflictDoNothing().returning();
  return created;
}

/** The player's own order: another player's code is simply not found. */
export async function findPlayerWithdrawal(
  db: Db,
  playerId: string,
  code: string,
): Promise<WithdrawalOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.playerId, playerId), eq(withdrawalOrders.code, code)))
    .limit(1);
  return order;
}

export async function findAgencyWithdrawal(
  db: Db,
  agencyId: string,
  code: string,
): Promise<WithdrawalOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.agencyId, agencyId), eq(withdrawalOrders.code, code)))
    .limit(1);
  return order;
}

export async function findWithdrawalWithOwner(db: Db, code: string) {
  const [row] = await db
    .select({ order: withdrawalOrders, agency: agencies, player: players })
    .from(withdrawalOrders)
    .innerJoin(agencies, eq(agencies.id, withdrawalOrders.agencyId))
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .where(eq(withdrawalOrders.code, code))
    .limit(1);
  return row;
}

export async function listPlayerWithdrawals(
  db: Db,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: WithdrawalOrderRow[]; total: number }> {
  const items = await db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.playerId, playerId))
    .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [row] = await db
    .select({ total: count() })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.playerId, playerId));
  return { items, total: row?.total ?? 0 };
}

export async function listOpenWithdrawals(db: Db, playerId: string): Promise<WithdrawalOrderRow[]> {
  return db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.playerId, playerId), isOpenWithdrawalOrder))
    .orderBy(desc(withdrawalOrders.createdAt));
}

export interface StaffOrderQuery<Status> {
  status?: Status;
  /** An order code or a username (or a withdrawal's payout reference), matched from the start. */
  search?: string;
  from?: string;
  to?: string;
  sort: "createdAt" | "amount";
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

/** Staff's page of the agency's withdrawals: filtered, sorted and paged in the database. */
export async function listAgencyWithdrawals(
  db: Db,
  agencyId: string,
  query: StaffOrderQuery<WithdrawalStatusValue>,
): Promise<{ items: Array<WithdrawalOrderRow & { username: string }>; total: number }> {
  const where = and(
    eq(withdrawalOrders.agencyId, agencyId),
    query.status === undefined ? undefined : eq(withdrawalOrders.status, query.status),
    query.search
      ? or(orderSearch(db, withdrawalOrders, agencyId, query.search), payoutReferenceSearch(query.search))
      : undefined,
    query.from ? gte(withdrawalOrders.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(withdrawalOrders.createdAt, new Date(query.to)) : undefined,
  );
  const column = query.sort === "amount" ? withdrawalOrders.amount : withdrawalOrders.createdAt;
  const direction = query.order === "asc" ? asc : desc;
  const rows = await db
    .select({ order: withdrawalOrders, username: players.username })
    .from(withdrawalOrders)
    .innerJoin(players, eq(players.id, withdrawalOrders.playerId))
    .where(where)
    .orderBy(direction(column), direction(withdrawalOrders.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [row] = await db.select({ total: count() }).from(withdrawalOrders).where(where);
  return { items: rows.map((each) => ({ ...each.order, username: each.username })), total: row?.total ?? 0 };
}

/** A payout reference starting with the text, whatever its case (through the reference's own index). */
function payoutReferenceSearch(search: string) {
  return sql`upper(${withdrawalOrders.payoutReference}) like ${`${literalPattern(search.toUpperCase())}%`}`;
}

export async function latestPlayerWithdrawals(db: Db, playerId: string, limit: number) {
  return db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.playerId, playerId))
    .orderBy(desc(withdrawalOrders.createdAt))
    .limit(limit);
}

/** Records that the credit left the provider, once: the loser of a race gets undefined. */
export async function markTransferredOut(db: Db, code: string, now: Date) {
  const [order] = await db
    .update(withdrawalOrders)
    .set({ transferredOutAt: now, updatedAt: now })
    .where(
      and(
        eq(withdrawalOrders.code, code),
        eq(withdrawalOrders.status, "OPEN"),
        isNull(withdrawalOrders.transferredOutAt),
      ),
    )
    .returning();
  return order;
}

export async function markRefunded(db: Db, code: string, now: Date) {
  const [order] = await db
    .update(withdrawalOrders)
    .set({ refundedAt: now, updatedAt: now })
    .where(
      and(
        eq(withdrawalOrders.code, code),
        eq(withdrawalOrders.status, "REJECTED"),
        isNull(withdrawalOrders.refundedAt),
      ),
    )
    .returning();
  return order;
}

/** What staff recorded of the payout, stored with the SUCCESS it proves. */
export type PayoutProofColumns = Pick<WithdrawalOrderRow, "payoutReference" | "paidAt" | "payoutSlipUrl">;

/** Guarded by `WHERE status = 'OPEN'`; `transferred` says whether the credit must already have left. */
export async function closeWithdrawal(
  db: Db,
  code: string,
  to: Exclude<WithdrawalStatusValue, "OPEN">,
  changes: { now: Date; transferred: boolean; reason?: string; proof?: PayoutProofColumns },
): Promise<WithdrawalOrderRow | undefined> {
  const [order] = await db
    .update(withdrawalOrders)
    .set({
      status: to,
      updatedAt: changes.now,
      ...(changes.reason ? { reason: changes.reason } : {}),
      ...changes.proof,
    })
    .where(
      and(
        eq(withdrawalOrders.code, code),
        eq(withdrawalOrders.status, "OPEN"),
        changes.transferred
          ? isNotNull(withdrawalOrders.transferredOutAt)
          : isNull(withdrawalOrders.transferredOutAt),
      ),
    )
    .returning();
  return order;
}
