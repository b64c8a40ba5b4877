import {
  type ConfirmProtectionLimitBody,
  type Exclusion,
  type Protection,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  protectionLimitKinds,
  protectionPeriods,
  type ReminderMinutes,
  type SetProtectionLimitBody,
  type StaffTightenLimitBody,
  type StartExclusionBody,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { cancelOpenDepositsIn, publishDepositsCanceled } from "../deposits/service.ts";
import { endPlayerStreams } from "../events/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { cancelUsageInUse } from "../promotions/service.ts";
import { exclusionEnd, pendingWindow } from "./periods.ts";
import {
  creditedSince,
  deleteLimit,
  deletePendingChange,
  deletePlayerSessions,
  findExclusion,
  findPendingChange,
  findReminder,
  insertExclusion,
  type LimitRow,
  latestSessionStart,
  listLimits,
  listPendingChanges,
  lockPlayerProtection,
  saveLimit,
  savePendingChange,
  saveReminder,
  sessionStart,
  withdrawnSince,
} from "./repository.ts";
import { usageByPeriod } from "./service.ts";

/* The player's own protection calls and staff's view and tightening of it. */

type Limits = Record<ProtectionLimitKind, Record<ProtectionPeriod, string | null>>;

function limitsOf(rows: LimitRow[]): Limits {
  const empty = () => ({ daily: null, weekly: null, monthly: null });
  const limits: Limits = { deposit: empty(), loss: empty() };
  for (const row of rows) limits[row.kind][row.period] = new Decimal(row.amount).toFixed(2);
  return limits;
}

function currentAmount(limits: Limits, kind: ProtectionLimitKind, period: ProtectionPeriod) {
  return limits[kind][period];
}

/** Daily ≤ weekly ≤ monthly among the limits set, with the change applied. */
function refuseOutOfOrder(
  limits: Limits,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
  amount: string | null,
) {
  const after = { ...limits[kind], [period]: amount };
  const set = protectionPeriods.map((each) => after[each]).filter((value): value is string => value !== null);
  for (let index = 1; index < set.length; index += 1) {
    if (new Decimal(set[index - 1]!).gt(set[index]!)) {
      throw new AppError(
        "VALIDATION_ERROR",
        "A daily limit may not exceed the weekly, nor a weekly the monthly",
        {
          amount: "protection.validation.limit_order",
        },
      );
    }
  }
}

async function realityCheck(db: Db, playerId: string, startedAt: Date | undefined, now: Date) {
  if (startedAt === undefined) {
    return { sessionStartedAt: now.toISOString(), deposits: "0.00", withdrawals: "0.00", net: "0.00" };
  }
  const [[deposits], [withdrawals]] = await Promise.all([
    creditedSince(db, playerId, [startedAt]),
    withdrawnSince(db, playerId, [startedAt]),
  ]);
  const inflow = new Decimal(deposits ?? "0");
  const outflow = new Decimal(withdrawals ?? "0");
  return {
    sessionStartedAt: startedAt.toISOString(),
    deposits: inflow.toFixed(2),
    withdrawals: outflow.toFixed(2),
    net: inflow.minus(outflow).toFixed(2),
  };
}

/** The protection page: limits, pending changes still open, usage as of now, the reminder, the exclusion, the session. */
async function protectionOf(
  db: Db,
  playerId: string,
  startedAt: Date | undefined,
  now: Date,
): Promise<Protection> {
  const [limits, pending, usage, reminder, exclusion, session] = await Promise.all([
    listLimits(db, playerId),
    listPendingChanges(db, playerId, now),
    usageByPeriod(db, playerId, now),
    findReminder(db, playerId),
    findExclusion(db, playerId, now),
    realityCheck(db, playerId, startedAt, now),
  ]);
  return {
    limits: limitsOf(limits),
    pending: pending
      .sort(
        (a, b) =>
          protectionLimitKinds.indexOf(a.kind) - protectionLimitKinds.indexOf(b.kind) ||
          protectionPeriods.indexOf(a.period) - protectionPeriods.indexOf(b.period),
      )
      .map((change) => ({
        kind: change.kind,
        period: change.period,
        amount: change.amount === null ? null : new Decimal(change.amount).toFixed(2),
        appliesAt: change.appliesAt.toISOString(),
        confirmBy: change.confirmBy.toISOString(),
      })),
    usage,
    reminderMinutes: reminder as ReminderMinutes | null,
    exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null } : null,
    session,
  };
}

/** The player's protection, with this session's reality check. */
export async function playerProtection(context: AppContext, player: SessionPlayer, sessionId: string) {
  return protectionOf(context.db, player.id, await sessionStart(context.db, sessionId), context.now());
}

/** Setting or lowering applies at once; raising or removing waits 24 hours, then the player confirms. */
export async function setLimit(
  context: AppContext,
  player: SessionPlayer,
  sessionId: string,
  body: SetProtectionLimitBody,
): Promise<Protection> {
  const now = context.now();
  const { kind, period } = body;
  const amount = body.amount === null ? null : new Decimal(body.amount).toFixed(2);
  await context.db.transaction(async (tx) => {
    await lockPlayerProtection(tx, player.id);
    const limits = limitsOf(await listLimits(tx, player.id));
    const current = currentAmount(limits, kind, period);
    refuseOutOfOrder(limits, kind, period, amount);
    if (amount !== null && (current === null || new Decimal(amount).lte(current))) {
      await saveLimit(tx, { playerId: player.id, kind, period, amount }, "PLAYER", now);
      await deletePendingChange(tx, player.id, kind, period);
      return;
    }
    if (amount === null && current === null) {
      await deletePendingChange(tx, player.id, kind, period);
      return;
    }
    await savePendingChange(tx, {
      playerId: player.id,
      kind,
      period,
      amount,
      ...pendingWindow(now),
      createdAt: now,
    });
  });
  context.log.info({ kind, period, amount }, "protection limit set");
  return playerProtection(context, player, sessionId);
}

function notReady(): AppError {
  return new AppError("LIMIT_CHANGE_NOT_READY", "No limit change can be confirmed now");
}

/** Applies a pending raise or removal between its appliesAt and its confirmBy. */
export async function confirmLimit(
  context: AppContext,
  player: SessionPlayer,
  sessionId: string,
  body: ConfirmProtectionLimitBody,
): Promise<Protection> {
  const now = context.now();
  const { kind, period } = body;
  await context.db.transaction(async (tx) => {
    await lockPlayerProtection(tx, player.id);
    const change = await findPendingChange(tx, player.id, kind, period);
    if (change === undefined || now < change.appliesAt || now > change.confirmBy) throw notReady();
    const limits = limitsOf(await listLimits(tx, player.id));
    refuseOutOfOrder(limits, kind, period, change.amount);
    if ((await deletePendingChange(tx, player.id, kind, period)) === undefined) throw notReady();
    if (change.amount === null) await deleteLimit(tx, player.id, kind, period);
    else await saveLimit(tx, { playerId: player.id, kind, period, amount: change.amount }, "PLAYER", now);
  });
  context.log.info({ kind, period }, "protection limit change confirmed");
  return playerProtection(context, player, sessionId);
}

export async function setReminder(
  context: AppContext,
  player: SessionPlayer,
  sessionId: string,
  minutes: ReminderMinutes | null,
): Promise<Protection> {
  await saveReminder(context.db, player.id, minutes, context.now());
  return playerProtection(context, player, sessionId);
}

/** A later end, or permanent where it was not: a running exclusion may only be lengthened. */
function lengthens(current: Date | null, next: Date | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/**
 * Starts a cool-off or self-exclusion: the exclusion, the end of every session and the cancel of the
 * open deposit orders in one transaction; then the streams end and the promotion in use is cancelled.
 */
export async function startExclusion(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  body: StartExclusionBody,
): Promise<Exclusion> {
  const now = context.now();
  const until = exclusionEnd(body, now);
  const canceled = await context.db.transaction(async (tx) => {
    await lockPlayerProtection(tx, player.id);
    const running = await findExclusion(tx, player.id, now);
    if (running !== undefined && !lengthens(running.until, until)) {
      throw new AppError("VALIDATION_ERROR", "A running exclusion may only be lengthened", {
        period: "protection.validation.exclusion_shorter",
      });
    }
    await insertExclusion(tx, {
      playerId: player.id,
      kind: body.kind,
      period: body.period,
      startedAt: now,
      until,
    });
    const orders = await cancelOpenDepositsIn(tx, player.id, now);
    await deletePlayerSessions(tx, player.id);
    return orders;
  });
  context.log.info({ kind: body.kind, period: body.period }, "player excluded");
  await endPlayerStreams(context.events, player.id);
  await publishDepositsCanceled(context, canceled);
  try {
    await cancelUsageInUse(context, agency, player);
  } catch (error) {
    // The exclusion stands; a promotion its deposit still holds ends with the staff's look at it.
    context.log.warn({ err: error }, "promotion in use not cancelled at exclusion");
  }
  return { kind: body.kind, until: until?.toISOString() ?? null };
}

/** Staff's view of a player's protection; the reality check is of the player's latest session, if any. */
export async function staffProtection(context: AppContext, playerId: string): Promise<Protection> {
  return protectionOf(context.db, playerId, await latestSessionStart(context.db, playerId), context.now());
}

/** The player's current limit of that kind and period, for the audit log. */
export async function currentLimit(
  db: Db,
  playerId: string,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
) {
  return currentAmount(limitsOf(await listLimits(db, playerId)), kind, period);
}

/** Staff only tighten: strictly below the limit in force (any limit where none was), dropping a pending raise. */
export async function tightenLimit(
  context: AppContext,
  playerId: string,
  body: StaffTightenLimitBody,
): Promise<Protection> {
  const now = context.now();
  const { kind, period } = body;
  const amount = new Decimal(body.amount).toFixed(2);
  await context.db.transaction(async (tx) => {
    await lockPlayerProtection(tx, playerId);
    const limits = limitsOf(await listLimits(tx, playerId));
    const current = currentAmount(limits, kind, period);
    if (current !== null && new Decimal(amount).gte(current)) {
      throw new AppError("LIMIT_NOT_TIGHTER", "Staff may only set a limit below the player's own");
    }
    refuseOutOfOrder(limits, kind, period, amount);
    await saveLimit(tx, { playerId, kind, period, amount }, "STAFF", now);
    await deletePendingChange(tx, playerId, kind, period);
  });
  context.log.info({ kind, period, amount }, "protection limit tightened by staff");
  return staffProtection(context, playerId);
}
