import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencies } from "../../db/schema/agency.ts";
import { players } from "../../db/schema/players.ts";
import { creditTransfers, isPendingCreditTransfer } from "../../db/schema/transfers.ts";

export type CreditTransferRow = typeof creditTransfers.$inferSelect;

/** Inserts a PENDING transfer; undefined when the player has one on its way or already used the request key. */
export async function insertCreditTransfer(
  db: Db,
  transfer: typeof creditTransfers.$inferInsert,
): Promise<CreditTransferRow | undefined> {
  const [created] = await db.insert(creditTransfers).values(transfer).onConflictDoNothing().returning();
  return created;
}

export async function findTransferByRequestKey(
  db: Db,
  playerId: string,
  requestKey: string,
): Promise<CreditTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransfers)
    .where(and(eq(creditTransfers.playerId, playerId), eq(creditTransfers.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function findPendingTransfer(db: Db, playerId: string): Promise<CreditTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(creditTransfers)
    .where(and(eq(creditTransfers.playerId, playerId), isPendingCreditTransfer))
    .limit(1);
  return row;
}

export async function findTransferWithOwner(db: Db, code: string) {
  const [row] = await db
    .select({ transfer: creditTransfers, agency: agencies, player: players })
    .from(creditTransfers)
    .innerJoin(agencies, eq(agencies.id, creditTransfers.agencyId))
    .innerJoin(players, eq(players.id, creditTransfers.playerId))
    .where(eq(creditTransfers.code, code))
    .limit(1);
  return row;
}

export async function listPlayerTransfers(
  db: Db,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: CreditTransferRow[]; total: number }> {
  const items = await db
    .select()
    .from(creditTransfers)
    .where(eq(creditTransfers.playerId, playerId))
    .orderBy(desc(creditTransfers.createdAt), desc(creditTransfers.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [row] = await db
    .select({ total: count() })
    .from(creditTransfers)
    .where(eq(creditTransfers.playerId, playerId));
  return { items, total: row?.total ?? 0 };
}

/** Records the credit leaving `from`, once: the loser of a race gets undefined. */
export async function markTransferredOut(db: Db, code: string, now: Date) {
  const [row] = await db
    .update(creditTransfers)
    .set({ transferredOutAt: now, updatedAt: now })
    .where(
      and(
        eq(creditTransfers.code, code),
        eq(creditTransfers.status, "PENDING"),
        isNull(creditTransfers.transferredOutAt),
      ),
    )
    .returning();
  return row;
}

/** `to` refused the credit for good: it goes back to `from`, once. */
export async function markReturning(db: Db, code: string, reason: string, now: Date) {
  const [row] = await db
    .update(creditTransfers)
    .set({ returningAt: now, reason: reason.slice(0, 500), updatedAt: now })
    .where(
      and(
        eq(creditTransfers.code, code),
        eq(creditTransfers.status, "PENDING"),
        isNotNull(creditTransfers.transferredOutAt),
        isNull(creditTransfers.returningAt),
      ),
    )
    .returning();
  return row;
}

/** The stage each close is allowed from: nothing moved, landed at `to`, or back at `from`. */
export type TransferStage = "not-out" | "out" | "returning";

/** PENDING → SUCCESS or FAILED, guarded by the stage the caller saw. */
export async function closeTransfer(
  db: Db,
  code: string,
  to: "SUCCESS" | "FAILED",
  changes: { stage: TransferStage; now: Date; reason?: string },
): Promise<CreditTransferRow | undefined> {
  const stage = {
    "not-out": isNull(creditTransfers.transferredOutAt),
    out: and(isNotNull(creditTransfers.transferredOutAt), isNull(creditTransfers.returningAt)),
    returning: isNotNull(creditTransfers.returningAt),
  }[changes.stage];
  const [row] = await db
    .update(creditTransfers)
    .set({
      status: to,
      updatedAt: changes.now,
      ...(changes.reason ? { reason: changes.reason.slice(0, 500) } : {}),
    })
    .where(and(eq(creditTransfers.code, code), eq(creditTransfers.status, "PENDING"), stage))
    .returning();
  return row;
}
