import { DEFAULT_PROMOTION_CREDIT_THRESHOLD, type DepositStatus, type PromotionInput } from "@kham/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { preparedQuery } from "../../db/prepared.ts";
import {
  agencies,
  agencySettings,
  depositOrders,
  isOpenDepositOrder,
  isUsageInUse,
  players,
  promotions,
  promotionUsages,
  withdrawalOrders,
} from "../../db/schema.ts";

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionUsageRow = typeof promotionUsages.$inferSelect;
export type UsageWithPromotion = PromotionUsageRow & { promotion: PromotionRow };

function promotionValues(input: PromotionInput) {
  return {
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl,
    status: input.status,
    kind: input.kind,
    providers: input.providers,
    depositCredit: input.depositCredit,
    bonusCredit: input.bonusCredit,
    maxCredit: input.maxCredit,
    requiredCredit: input.requiredCredit,
    withdrawAll: input.withdrawAll,
    deductBonusOnWithdraw: input.deductBonusOnWithdraw,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  };
}

export async function insertPromotion(db: Db, agencyId: string, input: PromotionInput, now: Date) {
  const [row] = await db
    .insert(promotions)
    .values({ agencyId, ...promotionValues(input), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updatePromotion(
  db: Db,
  agencyId: string,
  id: string,
  input: PromotionInput,
  now: Date,
) {
  // Terms and texts only: the status changes by activating or deactivating, so an edit made on a
  // form opened before someone else switched it cannot switch it back.
  const { status: _status, ...values } = promotionValues(input);
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: now })
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .returning();
  return row;
}

export async function setPromotionStatus(
  db: Db,
  agencyId: string,
  id: string,
  status: PromotionRow["status"],
  now: Date,
) {
  const [row] = await db
    .update(promotions)
    .set({ status, updatedAt: now })
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .returning();
  return row;
}

/** What players see: ACTIVE and within its dates, oldest first (the agency's own order). */
export function listLivePromotions(db: Db, agencyId: string, now: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.agencyId, agencyId),
        eq(promotions.status, "ACTIVE"),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

export function listAgencyPromotions(db: Db, agencyId: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.agencyId, agencyId))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function findPromotion(db: Db, agencyId: string, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.agencyId, agencyId)))
    .limit(1);
  return row;
}

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

/**
 * Whether the player has had this promotion already: one that paid its bonus, or ended played
 * through. A usage cancelled before its deposit does not count, so a player can change their mind.
 */
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

/** Whether the player has a deposit waiting for payment or credit (the one-open-order rule's "open"). */
export async function hasOpenDeposit(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), isOpenDepositOrder))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a withdrawal the player made under a promotion is still unsettled: open, or rejected with
 * its credit not back yet. It may yet fail, or be rejected and refunded, and put that promotion back
 * in use (see reopenUsage): until then no other promotion may be taken, or the first one's credit
 * would be left free of its rules.
 */
export async function hasPromotionWithdrawalUnsettled(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawalOrders.id })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, playerId),
        isNotNull(withdrawalOrders.promotionUsageId),
        or(
          eq(withdrawalOrders.status, "OPEN"),
          and(eq(withdrawalOrders.status, "REJECTED"), isNull(withdrawalOrders.refundedAt)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasSuccessfulDeposit(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), eq(depositOrders.status, "SUCCESS")))
    .limit(1);
  return row !== undefined;
}

/** The deposits made for a usage, by status. */
export async function usageDeposits(db: Db, usageId: string) {
  return db
    .select({ code: depositOrders.code, status: depositOrders.status, bonus: depositOrders.bonus })
    .from(depositOrders)
    .where(eq(depositOrders.promotionUsageId, usageId));
}

/** Whether the usage has a deposit in one of `statuses`. */
async function hasUsageDeposit(db: Db, usageId: string, statuses: DepositStatus[]) {
  const [row] = await db
    .select({ code: depositOrders.code })
    .from(depositOrders)
    .where(and(eq(depositOrders.promotionUsageId, usageId), inArray(depositOrders.status, statuses)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a deposit of the usage is paid and its credit still on its way to the provider. Until it
 * arrives the promotion cannot have been played out, so nothing may end the usage: its bonus is
 * already decided, and would otherwise arrive with none of the promotion's rules on it.
 */
export function usageDepositInFlight(db: Db, usageId: string): Promise<boolean> {
  return hasUsageDeposit(db, usageId, ["PAID"]);
}

/** Whether the usage's promotion deposit is made: credited, or paid and being credited. */
export function usageDeposited(db: Db, usageId: string): Promise<boolean> {
  return hasUsageDeposit(db, usageId, ["PAID", "SUCCESS"]);
}

/**
 * The excess the withdrawal that ended each usage removed, by usage id. A failed or rejected
 * withdrawal removed nothing: its credit never left, or came back whole.
 */
export async function usageWithdrawals(db: Db, usageIds: string[]) {
  if (usageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ usageId: withdrawalOrders.promotionUsageId, creditReturned: withdrawalOrders.creditReturned })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.promotionUsageId, usageIds),
        notInArray(withdrawalOrders.status, ["FAILED", "REJECTED"]),
      ),
    );
  return new Map(rows.map((row) => [row.usageId!, row.creditReturned]));
}

/** Inserts a USED usage; undefined when the player already has one in use (the unique index decides). */
export async function insertUsage(db: Db, usage: typeof promotionUsages.$inferInsert) {
  const [row] = await db.insert(promotionUsages).values(usage).onConflictDoNothing().returning();
  return row;
}

/**
 * The usage's row, locked to the end of the transaction. Ending a usage and deciding a paid
 * deposit's bonus both take this lock first, so each sees the other's outcome: a usage ended at
 * the moment its deposit is paid is seen ended (no bonus), or waits for the payment (and stays).
 */
export async function lockUsage(db: Db, usageId: string) {
  const [row] = await db
    .select({ status: promotionUsages.status })
    .from(promotionUsages)
    .where(eq(promotionUsages.id, usageId))
    .for("update");
  return row;
}

/**
 * USED → SUCCESS or CANCELED, once: the loser of a race gets undefined. Never while a deposit of
 * the usage is paid and its credit on its way (undefined too): that deposit's bonus is decided, and
 * would arrive with none of the promotion's rules left on it.
 */
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

/**
 * SUCCESS (ended by a withdrawal) → USED again: that withdrawal failed with its credit still in the
 * game, or was rejected and its credit is back. Not when the player has another usage in use by now
 * (one at a time), nor when a deposit to the usage's provider was made since the withdrawal (`since`):
 * credit bought while the promotion was over is the player's own, and the promotion's rules
 * (withdraw all, max credit) would bind it too.
 */
export async function reopenUsage(
  db: Db,
  usageId: string,
  since: Date,
): Promise<PromotionUsageRow | undefined> {
  try {
    // In a savepoint: a promotion being taken at this moment, not yet committed, is unseen by the
    // guard and meets this row at the one-in-use index instead, which means "not reopened" too.
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
            // Its own promotion deposit aside: while it was in use, no other deposit went to its game.
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

export async function promotionCreditThreshold(db: Db, agencyId: string): Promise<string> {
  const [row] = await db
    .select({ threshold: agencySettings.promotionCreditThreshold })
    .from(agencySettings)
    .where(eq(agencySettings.agencyId, agencyId))
    .limit(1);
  return row?.threshold ?? DEFAULT_PROMOTION_CREDIT_THRESHOLD;
}

export async function setPromotionCreditThreshold(db: Db, agencyId: string, threshold: string) {
  await db
    .insert(agencySettings)
    .values({ agencyId, promotionCreditThreshold: threshold })
    .onConflictDoUpdate({ target: agencySettings.agencyId, set: { promotionCreditThreshold: threshold } });
}
