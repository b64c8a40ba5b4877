import type { ProtectionLimitKind, ProtectionPeriod } from "@kham/contract";
import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { depositOrders } from "../../db/schema/deposits.ts";
import { players, sessions } from "../../db/schema/players.ts";
import {
  playerExclusions,
  protectionLimitChanges,
  protectionLimits,
  protectionReminders,
} from "../../db/schema/protection.ts";
import { withdrawalOrders } from "../../db/schema/withdrawals.ts";

export type LimitRow = typeof protectionLimits.$inferSelect;
export type LimitChangeRow = typeof protectionLimitChanges.$inferSelect;
export type ExclusionRow = typeof playerExclusions.$inferSelect;

/** Deposit checks and exclusions of one player take this in turn, so no two pass a limit together. */
export async function lockPlayerProtection(tx: Db, playerId: string): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("no key update");
}

export function listLimits(db: Db, playerId: string): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.playerId, playerId));
}

export async function saveLimit(
  tx: Db,
  limit: { playerId: string; kind: ProtectionLimitKind; period: ProtectionPeriod; amount: string },
  setBy: "PLAYER" | "STAFF",
  now: Date,
) {
  await tx
    .insert(protectionLimits)
    .values({ ...limit, setBy, updatedAt: now })
    .onConflictDoUpdate({
      target: [protectionLimits.playerId, protectionLimits.kind, protectionLimits.period],
      set: { amount: limit.amount, setBy, updatedAt: now },
    });
}

export async function deleteLimit(
  tx: Db,
  playerId: string,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
) {
  await tx
    .delete(protectionLimits)
    .where(
      and(
        eq(protectionLimits.playerId, playerId),
        eq(protectionLimits.kind, kind),
        eq(protectionLimits.period, period),
      ),
    );
}

/** Pending changes still open to confirmation at `now` (lapsed ones are not shown). */
export function listPendingChanges(db: Db, playerId: string, now: Date): Promise<LimitChangeRow[]> {
  return db
    .select()
    .from(protectionLimitChanges)
    .where(and(eq(protectionLimitChanges.playerId, playerId), gt(protectionLimitChanges.confirmBy, now)));
}

export async function findPendingChange(
  db: Db,
  playerId: string,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
): Promise<LimitChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(protectionLimitChanges)
    .where(
      and(
        eq(protectionLimitChanges.playerId, playerId),
        eq(protectionLimitChanges.kind, kind),
        eq(protectionLimitChanges.period, period),
      ),
    )
    .limit(1);
  return row;
}

export async function savePendingChange(tx: Db, change: LimitChangeRow) {
  await tx
    .insert(protectionLimitChanges)
    .values(change)
    .onConflictDoUpdate({
      target: [protectionLimitChanges.playerId, protectionLimitChanges.kind, protectionLimitChanges.period],
      set: {
        amount: change.amount,
        appliesAt: change.appliesAt,
        confirmBy: change.confirmBy,
        createdAt: change.createdAt,
      },
    });
}

/** Removes the pending change; answers it when there was one (a confirmation takes it exactly once). */
export async function deletePendingChange(
  tx: Db,
  playerId: string,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
): Promise<LimitChangeRow | undefined> {
  const [row] = await tx
    .delete(protectionLimitChanges)
    .where(
      and(
        eq(protectionLimitChanges.playerId, playerId),
        eq(protectionLimitChanges.kind, kind),
        eq(protectionLimitChanges.period, period),
      ),
    )
    .returning();
  return row;
}

/** The exclusion in force at `now`: the one ending last, a permanent one first. */
export async function findExclusion(db: Db, playerId: string, now: Date): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerExclusions)
    .where(
      and(
        eq(playerExclusions.playerId, playerId),
        lte(playerExclusions.startedAt, now),
        or(isNull(playerExclusions.until), gt(playerExclusions.until, now)),
      ),
    )
    .orderBy(sql`${playerExclusions.until} desc nulls first`)
    .limit(1);
  return row;
}

export async function insertExclusion(tx: Db, exclusion: Omit<ExclusionRow, "id">): Promise<ExclusionRow> {
  const [row] = await tx.insert(playerExclusions).values(exclusion).returning();
  return row!;
}

export async function findReminder(db: Db, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: protectionReminders.minutes })
    .from(protectionReminders)
    .where(eq(protectionReminders.playerId, playerId))
    .limit(1);
  return row?.minutes ?? null;
}

export async function saveReminder(db: Db, playerId: string, minutes: number | null, now: Date) {
  await db
    .insert(protectionReminders)
    .values({ playerId, minutes, updatedAt: now })
    .onConflictDoUpdate({ target: protectionReminders.playerId, set: { minutes, updatedAt: now } });
}

const DEPOSIT_COUNTED = ["OPEN", "PAID", "SUCCESS"] as const;
const WITHDRAWAL_COUNTED = ["OPEN", "SUCCESS"] as const;
const sum = (column: unknown, where: unknown) =>
  sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)`.mapWith(String);

/** Credit of the orders created since each start that are open, paid or credited (a deposit limit's measure). */
export async function depositsSince(
  db: Db,
  playerId: string,
  starts: Date[],
  excludeCode?: string,
): Promise<string[]> {
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [
      `s${index}`,
      sum(depositOrders.credit, sql`${depositOrders.createdAt} >= ${start.toISOString()}::timestamptz`),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, playerId),
        inArray(depositOrders.status, [...DEPOSIT_COUNTED]),
        gte(depositOrders.createdAt, earliest),
        excludeCode === undefined ? undefined : sql`${depositOrders.code} <> ${excludeCode}`,
      ),
    );
  return starts.map((_, index) => String(row?.[`s${index}`] ?? "0"));
}

/** Credit credited since each start (a loss's and a reality check's "in"). */
export async function creditedSince(db: Db, playerId: string, starts: Date[]): Promise<string[]> {
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [
      `s${index}`,
      sum(depositOrders.credit, sql`${depositOrders.updatedAt} >= ${start.toISOString()}::timestamptz`),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, playerId),
        eq(depositOrders.status, "SUCCESS"),
        gte(depositOrders.updatedAt, earliest),
      ),
    );
  return starts.map((_, index) => String(row?.[`s${index}`] ?? "0"));
}

/** Credit that left the provider for a withdrawal since each start, unless refused and given back. */
export async function withdrawnSince(db: Db, playerId: string, starts: Date[]): Promise<string[]> {
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    starts.map((start, index) => [
      `s${index}`,
      sum(
        withdrawalOrders.creditReceived,
        sql`${withdrawalOrders.transferredOutAt} >= ${start.toISOString()}::timestamptz`,
      ),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, playerId),
        inArray(withdrawalOrders.status, [...WITHDRAWAL_COUNTED]),
        gte(withdrawalOrders.transferredOutAt, earliest),
      ),
    );
  return starts.map((_, index) => String(row?.[`s${index}`] ?? "0"));
}

export async function sessionStart(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt;
}

export async function latestSessionStart(db: Db, playerId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function deletePlayerSessions(tx: Db, playerId: string) {
  await tx.delete(sessions).where(eq(sessions.playerId, playerId));
}

/** Players of the agency whose usage in a current period reached `share` of one of their limits. */
export async function countPlayersNearLimit(
  db: Db,
  agencyId: string,
  starts: Record<ProtectionPeriod, Date>,
  share: string,
): Promise<number> {
  const start = sql`(case ${protectionLimits.period} when 'daily' then ${starts.daily.toISOString()}::timestamptz when 'weekly' then ${starts.weekly.toISOString()}::timestamptz else ${starts.monthly.toISOString()}::timestamptz end)`;
  const deposited = sql`(select coalesce(sum(d.credit), 0) from ${depositOrders} d where d.player_id = ${protectionLimits.playerId} and d.status in ('OPEN', 'PAID', 'SUCCESS') and d.created_at >= ${start})`;
  const credited = sql`(select coalesce(sum(d.credit), 0) from ${depositOrders} d where d.player_id = ${protectionLimits.playerId} and d.status = 'SUCCESS' and d.updated_at >= ${start})`;
  const withdrawn = sql`(select coalesce(sum(w.credit_received), 0) from ${withdrawalOrders} w where w.player_id = ${protectionLimits.playerId} and w.status in ('OPEN', 'SUCCESS') and w.transferred_out_at >= ${start})`;
  const usage = sql`(case ${protectionLimits.kind} when 'deposit' then ${deposited} else ${credited} - ${withdrawn} end)`;
  const [row] = await db
    .select({ players: sql<number>`count(distinct ${protectionLimits.playerId})`.mapWith(Number) })
    .from(protectionLimits)
    .innerJoin(players, eq(players.id, protectionLimits.playerId))
    .where(
      and(eq(players.agencyId, agencyId), sql`${usage} >= ${protectionLimits.amount} * ${share}::numeric`),
    );
  return row?.players ?? 0;
}
