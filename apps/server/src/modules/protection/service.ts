import { LIMIT_NEAR_SHARE, type ProtectionPeriod, protectionPeriods } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { periodBounds } from "./periods.ts";
import {
  countPlayersNearLimit,
  creditedSince,
  depositsSince,
  type ExclusionRow,
  findExclusion,
  type LimitRow,
  listLimits,
  lockPlayerProtection,
  withdrawnSince,
} from "./repository.ts";

/* What other modules ask of a player's protection: exclusions, the deposit limits, the dashboard's count. */

export function selfExcluded(exclusion: Pick<ExclusionRow, "until">): AppError {
  return new AppError("SELF_EXCLUDED", "The account is in a cool-off or self-exclusion", undefined, {
    until: exclusion.until?.toISOString() ?? null,
  });
}

/** The exclusion in force, or undefined. */
export function currentExclusion(db: Db, playerId: string, now: Date): Promise<ExclusionRow | undefined> {
  return findExclusion(db, playerId, now);
}

/** 403 SELF_EXCLUDED while a cool-off or self-exclusion runs. */
export async function refuseIfExcluded(db: Db, playerId: string, now: Date): Promise<void> {
  const exclusion = await findExclusion(db, playerId, now);
  if (exclusion !== undefined) throw selfExcluded(exclusion);
}

export interface LimitUsage {
  limit: LimitRow;
  used: Decimal;
  freesAt: Date;
}

/** Each limit with what its current period used: deposits made, or the loss (credited minus withdrawn). */
export async function limitUsages(
  db: Db,
  playerId: string,
  now: Date,
  options: { limits?: LimitRow[]; excludeCode?: string } = {},
): Promise<LimitUsage[]> {
  const limits = options.limits ?? (await listLimits(db, playerId));
  if (limits.length === 0) return [];
  const bounds = protectionPeriods.map((period) => periodBounds(period, now));
  const starts = bounds.map((bound) => bound.start);
  const [deposits, credited, withdrawn] = await Promise.all([
    depositsSince(db, playerId, starts, options.excludeCode),
    creditedSince(db, playerId, starts),
    withdrawnSince(db, playerId, starts),
  ]);
  return limits.map((limit) => {
    const index = protectionPeriods.indexOf(limit.period);
    const used =
      limit.kind === "deposit"
        ? new Decimal(deposits[index]!)
        : new Decimal(credited[index]!).minus(withdrawn[index]!);
    return { limit, used, freesAt: bounds[index]!.end };
  });
}

/** Usage per kind and period as of now, whether or not a limit is set (the protection page shows all). */
export async function usageByPeriod(db: Db, playerId: string, now: Date) {
  const starts = protectionPeriods.map((period) => periodBounds(period, now).start);
  const [deposits, credited, withdrawn] = await Promise.all([
    depositsSince(db, playerId, starts),
    creditedSince(db, playerId, starts),
    withdrawnSince(db, playerId, starts),
  ]);
  const of = (values: (index: number) => Decimal) =>
    Object.fromEntries(
      protectionPeriods.map((period, index) => [period, values(index).toFixed(2)]),
    ) as Record<ProtectionPeriod, string>;
  return {
    deposit: of((index) => new Decimal(deposits[index]!)),
    loss: of((index) => new Decimal(credited[index]!).minus(withdrawn[index]!)),
  };
}

/** Why a new deposit of `credit` is refused by the player's own rules, or undefined when it is not. */
async function depositRefusal(
  db: Db,
  playerId: string,
  credit: string,
  now: Date,
): Promise<AppError | undefined> {
  const exclusion = await findExclusion(db, playerId, now);
  if (exclusion !== undefined) return selfExcluded(exclusion);
  const usages = await limitUsages(db, playerId, now);
  const lossReached = usages.filter(
    (usage) => usage.limit.kind === "loss" && usage.used.gte(usage.limit.amount),
  );
  if (lossReached.length > 0) {
    const freesAt = new Date(Math.max(...lossReached.map((usage) => usage.freesAt.getTime())));
    return new AppError("LOSS_LIMIT_REACHED", "The loss limit of the period is reached", undefined, {
      freesAt: freesAt.toISOString(),
    });
  }
  const deposits = usages
    .filter((usage) => usage.limit.kind === "deposit")
    .map((usage) => ({ ...usage, left: Decimal.max(new Decimal(usage.limit.amount).minus(usage.used), 0) }));
  const refusing = deposits.filter((usage) => usage.left.lt(credit));
  if (refusing.length === 0) return undefined;
  const tightest = refusing.reduce((a, b) =>
    b.left.lt(a.left) || (b.left.eq(a.left) && b.freesAt > a.freesAt) ? b : a,
  );
  const allowed = Decimal.min(...deposits.map((usage) => usage.left));
  return new AppError(
    "DEPOSIT_LIMIT_REACHED",
    "The deposit would pass the player's deposit limit",
    undefined,
    {
      allowed: allowed.toFixed(2),
      freesAt: tightest.freesAt.toISOString(),
    },
  );
}

/** Asked before any call to the gateway: an exclusion, a reached loss limit or a passed deposit limit refuse. */
export async function refuseDepositPastLimits(
  db: Db,
  playerId: string,
  credit: string,
  now: Date,
): Promise<void> {
  const refusal = await depositRefusal(db, playerId, credit, now);
  if (refusal !== undefined) throw refusal;
}

/** The same, under the player's lock in the transaction that inserts the order: two orders never pass together. */
export async function lockAndRefuseDepositPastLimits(
  tx: Db,
  playerId: string,
  credit: string,
  now: Date,
): Promise<void> {
  await lockPlayerProtection(tx, playerId);
  await refuseDepositPastLimits(tx, playerId, credit, now);
}

/** Whether crediting this order now passes one of the player's rules (asked in the crediting transaction). */
export async function creditPassesPlayerLimit(
  tx: Db,
  order: { playerId: string; code: string; credit: string },
  now: Date,
): Promise<boolean> {
  if ((await findExclusion(tx, order.playerId, now)) !== undefined) return true;
  const usages = await limitUsages(tx, order.playerId, now, { excludeCode: order.code });
  return usages.some((usage) =>
    usage.limit.kind === "loss"
      ? usage.used.gte(usage.limit.amount)
      : usage.used.plus(order.credit).gt(usage.limit.amount),
  );
}

/** The dashboard's count of players at 80 % or more of a limit in its current period. */
export function playersNearLimit(db: Db, agencyId: string, now: Date): Promise<number> {
  const starts = Object.fromEntries(
    protectionPeriods.map((period) => [period, periodBounds(period, now).start]),
  ) as Record<ProtectionPeriod, Date>;
  return countPlayersNearLimit(db, agencyId, starts, LIMIT_NEAR_SHARE);
}
