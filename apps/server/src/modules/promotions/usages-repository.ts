import { and, count, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencies } from "../../db/schema/agency.ts";
import { depositOrders } from "../../db/schema/deposits.ts";
import { players } from "../../db/schema/players.ts";
import { isUsageInUse, promotions, promotionUsages } from "../../db/schema/promotions.ts";
import { usageDepositInFlight } from "../deposits/service.ts";
import type { PromotionRow } from "./repository.ts";

export type PromotionUsageRow = typeof promotionUsages.$inferSelect;
export type UsageWithPromotion = PromotionUsageRow & { promotion: PromotionRow };

const usageColumns = { usage: promotionUsages, promotion: promotions };

function withPromotion(row: { usage: PromotionUsageRow; promotion: PromotionRow }): UsageWithPromotion {
  return { ...row.usage, promotion: row.promotion };
}

/** The player's usage in use, if any (at most one: the partial unique index). */
const usageInUse = preparedQuery((db) =>
  db
    .select(usageColumns)
    .from(promotionUsages)
    .innerJoin(promotions, eq(promotions.id, promotionUsages.promotionId))
    .where(and(eq(promotionUsages.playerId, sql.placeholder("playerId")), isUsageInUse))
    .limit(1)
    .prepare("promotion_usage_in_use"),
);

/** Read by every deposit and withdrawal, so prepared once. */
export async function findUsageInUse(db: Db, playerId: string): Promise<UsageWithPromotion | undefined> {
  const [row] = await usageInUse(db).execute({ playerId });
  return row && withPromotion(row);
}

/** The usage with the agency and player it belongs to: jobs, where the id is all there is. */
export async function findUsageWithOwner(db: Db, usageId: string) {
  const [row] = await db
    .select({ usage: promotionUsages, agency: agencies, player: players })
    .from(promotionUsages)
    .innerJoin(agencies, eq(agencies.id, promotionUsages.agencyId))
    .innerJoin(players, eq(players.id, promotionUsages.playerId))
    .where(eq(promotionUsages.id, usageId))
    .limit(1);
  return row;
}

export async function findUsage(db: Db, usageId: string): Promise<UsageWithPromotion | undefined> {
  const [row] = await db
    .select(usageColumns)
    .from(promotionUsages)
    .innerJoin(promotions, eq(promotions.id, promotionUsages.promotionId))
    .where(eq(promotionUsages.id, usageId))
    .limit(1);
  return row && withPromotion(row);
}

/** The player's own usage: another player's id is simply not found. */
export async function findPlayerUsage(db: Db, playerId: string, usageId: string) {
  const usage = await findUsage(db, usageId);
  return usage?.playerId === playerId ? usage : undefined;
}

export async function listPlayerUsages(
  db: Db,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: UsageWithPromotion[]; total: number }> {
  const rows = await db
    .select(usageColumns)
    .from(promotionUsages)
    .innerJoin(promotions, eq(promotions.id, promotionUsages.promotionId))
    .where(eq(promotionUsages.playerId, playerId))
    .orderBy(desc(promotionUsages.usedAt), desc(promotionUsages.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db
    .select({ total: count() })
    .from(promotionUsages)
    .where(eq(promotionUsages.playerId, playerId));
  return { items: rows.map(withPromotion), total: total?.total ?? 0 };
}

/** A usage cancelled before its deposit does not count, so a player can change their mind. */
export async function hasHadPromotion(db: Db, playerId: string, promotionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionUsages.id })
    .from(promotionUsages)
    .where(
      and(
        eq(promotionUsages.playerId, playerId),
        eq(promotionUsages.promotionId, promotionId),
        or(eq(promotionUsages.status, "SUCCESS"), gt(promotionUsages.bonus, "0")),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a USED usage; undefined when the player already has one in use (the unique index decides). */
export async function insertUsage(db: Db, usage: typeof promotionUsages.$inferInsert) {
  const [row] = await db.insert(promotionUsages).values(usage).onConflictDoNothing().returning();
  return row;
}

/** Ending a usage and deciding a paid deposit's bonus both take this lock, so each sees the other's outcome. */
export async function lockUsage(db: Db, usageId: string) {
  const [row] = await db
    .select({ status: promotionUsages.status })
    .from(promotionUsages)
    .where(eq(promotionUsages.id, usageId))
    .for("update");
  return row;
}

/** Never while a deposit of the usage is paid and its credit on its way: its bonus would escape the rules. */
export async function endUsage(
  db: Db,
  usageId: string,
  change: {
    status: "SUCCESS" | "CANCELED";
    reason: NonNullable<PromotionUsageRow["endReason"]>;
    now: Date;
    bonusRemoved?: string;
  },
): Promise<PromotionUsageRow | undefined> {
  return db.transaction(async (tx) => {
    if ((await lockUsage(tx, usageId))?.status !== "USED") return undefined;
    if (await usageDepositInFlight(tx, usageId)) return undefined;
    const [row] = await tx
      .update(promotionUsages)
      .set({
        status: change.status,
        endReason: change.reason,
        endedAt: change.now,
        ...(change.bonusRemoved === undefined ? {} : { bonusRemoved: change.bonusRemoved }),
      })
      .where(and(eq(promotionUsages.id, usageId), eq(promotionUsages.status, "USED")))
      .returning();
    return row;
  });
}

/** Not when another usage is in use, nor after a deposit to its provider since: that credit is the player's own. */
export async function reopenUsage(
  db: Db,
  usageId: string,
  since: Date,
): Promise<PromotionUsageRow | undefined> {
  try {
    // In a savepoint: a promotion being taken concurrently meets this row at the one-in-use index instead.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotionUsages)
        .set({ status: "USED", endReason: null, endedAt: null })
        .where(
          and(
            eq(promotionUsages.id, usageId),
            eq(promotionUsages.status, "SUCCESS"),
            eq(promotionUsages.endReason, "WITHDRAWAL"),
            sql`not exists (select 1 from ${promotionUsages} as in_use where in_use.player_id = ${promotionUsages.playerId} and in_use.status = 'USED')`,
            // Asked in the update itself, so no deposit can slip in between the question and the change.
            sql`not exists (select 1 from ${depositOrders} where ${depositOrders.playerId} = ${promotionUsages.playerId} and ${depositOrders.provider} = ${promotionUsages.provider} and ${depositOrders.promotionUsageId} is distinct from ${promotionUsages.id} and ${depositOrders.createdAt} >= ${since.toISOString()}::timestamptz)`,
          ),
        )
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Records the bonus its deposit credited, once, while the usage is in use. */
export async function recordUsageBonus(db: Db, usageId: string, bonus: string) {
  const [row] = await db
    .update(promotionUsages)
    .set({ bonus })
    .where(
      and(
        eq(promotionUsages.id, usageId),
        eq(promotionUsages.status, "USED"),
        eq(promotionUsages.bonus, "0"),
      ),
    )
    .returning();
  return row;
}

/** The bonus a cancellation takes back, once the provider has answered what was left to take. */
export async function setBonusRemoved(db: Db, usageId: string, amount: string) {
  await db.update(promotionUsages).set({ bonusRemoved: amount }).where(eq(promotionUsages.id, usageId));
}
