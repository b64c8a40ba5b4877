import {
  DEFAULT_PROMOTION_CREDIT_THRESHOLD,
  type Promotion,
  type PromotionUsage,
  type Provider,
} from "@kham/contract";
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { agencySettings } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { usageDeposited, usageDepositInFlight, usageDeposits } from "../deposits/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { liveCredit } from "../wallets/service.ts";
import { hasPromotionWithdrawalUnsettled, usageWithdrawals } from "../withdrawals/service.ts";
import { enqueueBonusRemoval } from "./bonus.ts";
import { listLivePromotions } from "./repository.ts";
import {
  bonusToRemove,
  checkDeposit,
  plainWithdrawalTerms,
  type WithdrawalTerms,
  withdrawalTerms,
} from "./rules.ts";
import {
  endUsage,
  findPlayerUsage,
  findUsageInUse,
  listPlayerUsages,
  lockUsage,
  recordUsageBonus,
  reopenUsage,
} from "./usages-repository.ts";
import { describeUsage, toPromotion, toUsage } from "./view.ts";

/* The promotions' rules on deposits and withdrawals; the deposits and withdrawals modules ask here. */

export async function livePromotions(context: AppContext, agency: AgencyRow): Promise<Promotion[]> {
  return (await listLivePromotions(context.db, agency.id, context.now())).map(toPromotion);
}

export async function currentUsage(context: AppContext, player: SessionPlayer) {
  const usage = await findUsageInUse(context.db, player.id);
  return usage === undefined ? null : describeUsage(context.db, usage);
}

/** A usage in use at one of the providers binds its credit; so may a promotion withdrawal not yet settled (it may reopen its usage). */
export async function promotionBindsProvider(
  db: Db,
  playerId: string,
  providers: string[],
): Promise<boolean> {
  const usage = await findUsageInUse(db, playerId);
  if (usage !== undefined && providers.includes(usage.provider)) return true;
  return hasPromotionWithdrawalUnsettled(db, playerId);
}

/** A page of the player's promotion usages, newest first, as GET /promotions/usages answers it. */
export async function usageHistory(
  context: AppContext,
  player: SessionPlayer,
  paging: { page: number; pageSize: number },
) {
  const { items, total } = await listPlayerUsages(context.db, player.id, paging);
  const withdrawals = await usageWithdrawals(
    context.db,
    items.map((item) => item.id),
  );
  const deposited = await Promise.all(items.map((item) => usageDeposited(context.db, item.id)));
  return {
    items: items.map((item, index) =>
      toUsage(item, { deposited: deposited[index]!, creditReturned: withdrawals.get(item.id) }),
    ),
    ...paging,
    total,
  };
}

/** Tells the player's open pages; called after the commit, and a lost event only delays the screen. */
export async function publishUsage(context: AppContext, playerId: string, usageId: string) {
  try {
    const row = await findPlayerUsage(context.db, playerId, usageId);
    if (row === undefined) return;
    await context.events.publish({
      playerId,
      name: "promotion.updated",
      data: { usage: await describeUsage(context.db, row) },
    });
  } catch (error) {
    context.log.warn({ err: error, usage: usageId }, "promotion event not published");
  }
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

export interface DepositPromotionTerms {
  bonus: string;
  promotionUsageId: string | null;
}

const termMessages: Partial<Record<string, string>> = {
  PROMOTION_USAGE: "A promotion is in use for another provider",
  PROMOTION_CREDIT_USED: "A promotion is in use and its credit is already in play",
  PROMOTION_AMOUNT_MISMATCH: "With the promotion in use the deposit must buy exactly its credit",
};

/** A promotion already played below the threshold ends, and the deposit is an ordinary one. */
export async function depositPromotionTerms(
  context: AppContext,
  input: { agency: AgencyRow; player: SessionPlayer; provider: Provider; credit: string },
): Promise<DepositPromotionTerms> {
  const usage = await findUsageInUse(context.db, input.player.id);
  if (usage === undefined) return { bonus: "0.00", promotionUsageId: null };
  // A paid promotion deposit is still being credited: the usage may neither end nor take a second deposit.
  if (await usageDepositInFlight(context.db, usage.id)) {
    throw new AppError("PROMOTION_USAGE", "The promotion's deposit is still being credited");
  }
  const usageProvider = usage.provider as Provider;
  const [deposited, providerCredit, threshold] = await Promise.all([
    usageDeposited(context.db, usage.id),
    input.provider === usageProvider
      ? liveCredit(context, input.agency, input.player, usageProvider)
      : Promise.resolve("0.00"),
    promotionCreditThreshold(context.db, input.agency.id),
  ]);
  const outcome = checkDeposit(usage.promotion, {
    provider: input.provider,
    credit: input.credit,
    usageProvider,
    deposited,
    providerCredit,
    threshold,
  });
  if (!outcome.ok) throw new AppError(outcome.code, termMessages[outcome.code]);
  if ("endUsage" in outcome.value) {
    const ended = await endUsage(context.db, usage.id, {
      status: "SUCCESS",
      reason: "RECHECK",
      now: context.now(),
    });
    if (ended !== undefined) await publishUsage(context, input.player.id, usage.id);
    return { bonus: "0.00", promotionUsageId: null };
  }
  return { bonus: outcome.value.bonus, promotionUsageId: usage.id };
}

export interface WithdrawalPromotionTerms extends WithdrawalTerms {
  /** The promotion usage the withdrawal ends, if one bound this provider's credit. */
  promotionUsageId: string | null;
}

/** A promotion in use at this provider caps the withdrawal and may deduct its bonus; the withdrawal ends it. */
export async function withdrawalPromotionTerms(
  db: Db,
  input: { player: SessionPlayer; provider: Provider; amount: string; balance: string },
): Promise<WithdrawalPromotionTerms> {
  const plain = { ...plainWithdrawalTerms(input.amount), promotionUsageId: null };
  const usage = await findUsageInUse(db, input.player.id);
  if (usage === undefined || usage.provider !== input.provider) return plain;
  if (!(await usageDeposited(db, usage.id))) return plain;
  const outcome = withdrawalTerms(usage.promotion, {
    amount: input.amount,
    balance: input.balance,
    bonus: usage.bonus,
  });
  if (!outcome.ok) {
    throw new AppError(
      outcome.code,
      usage.promotion.withdrawAll
        ? `The promotion needs ${usage.promotion.requiredCredit} credit and the whole credit withdrawn`
        : `The promotion needs ${usage.promotion.requiredCredit} credit before withdrawing`,
    );
  }
  return { ...outcome.value, promotionUsageId: usage.id };
}

/** A late payment of a deposit whose promotion ended since is credited without the bonus. */
export async function promotionBonusDue(
  db: Db,
  order: { code: string; promotionUsageId: string | null; bonus: string },
): Promise<boolean> {
  if (order.promotionUsageId === null || new Decimal(order.bonus).lte(0)) return true;
  // Locked as ending the usage locks it (see lockUsage), in the payment's transaction.
  if ((await lockUsage(db, order.promotionUsageId))?.status !== "USED") return false;
  const deposits = await usageDeposits(db, order.promotionUsageId);
  // Another deposit took the bonus: credited, or paid with its bonus on the way.
  return !deposits.some(
    (deposit) =>
      deposit.code !== order.code &&
      (deposit.status === "SUCCESS" || (deposit.status === "PAID" && new Decimal(deposit.bonus).gt(0))),
  );
}

/** Records, in the deposit's transaction, the bonus its promotion deposit credited. */
export async function recordDepositBonus(db: Db, usageId: string, bonus: string): Promise<void> {
  await recordUsageBonus(db, usageId, bonus);
}

/** The withdrawal ends the promotion it was made under; undefined when a cancel won the race. */
export function endUsageByWithdrawal(db: Db, usageId: string, now: Date) {
  return endUsage(db, usageId, { status: "SUCCESS", reason: "WITHDRAWAL", now });
}

/** Its ending withdrawal failed or came back: in use again, or its credit would escape max credit and bonus deduction. */
export async function reopenUsageOfUndoneWithdrawal(
  db: Db,
  withdrawal: { promotionUsageId: string | null; createdAt: Date },
) {
  if (withdrawal.promotionUsageId === null) return undefined;
  return reopenUsage(db, withdrawal.promotionUsageId, withdrawal.createdAt);
}

/**
 * The player cancels the promotion in use (also a player starting an exclusion); refused while its
 * deposit awaits payment or credit, so a bonus never arrives after the cancellation.
 */
export async function cancelUsage(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  usageId: string,
): Promise<PromotionUsage> {
  const usage = await findPlayerUsage(context.db, player.id, usageId);
  if (usage === undefined) throw new AppError("NOT_FOUND", "No such promotion usage");
  if (usage.status !== "USED")
    throw new AppError("ALREADY_RESOLVED", `The promotion is already ${usage.status}`);
  const deposits = await usageDeposits(context.db, usage.id);
  if (deposits.some((deposit) => deposit.status === "OPEN" || deposit.status === "PAID")) {
    throw new AppError(
      "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
      "Close the open deposit order to use a promotion",
    );
  }
  const balance = new Decimal(usage.bonus).gt(0)
    ? await liveCredit(context, agency, player, usage.provider as Provider)
    : "0.00";
  const toRemove = bonusToRemove(usage.bonus, balance);
  const now = context.now();
  const ended = await context.db.transaction(async (tx) => {
    const row = await endUsage(tx, usage.id, {
      status: "CANCELED",
      reason: "CANCELED",
      now,
      bonusRemoved: toRemove,
    });
    if (row !== undefined && new Decimal(toRemove).gt(0)) await enqueueBonusRemoval(tx, context, row, now);
    return row;
  });
  if (ended === undefined) throw new AppError("ALREADY_RESOLVED", "The promotion ended meanwhile");
  context.log.info({ usage: usage.id, bonusRemoved: toRemove }, "promotion cancelled");
  context.jobs.kick();
  await publishUsage(context, player.id, usage.id);
  return describeUsage(context.db, { ...ended, promotion: usage.promotion });
}

/** The promotion in use, cancelled as the player would; undefined when none is in use. */
export async function cancelUsageInUse(context: AppContext, agency: AgencyRow, player: SessionPlayer) {
  const usage = await findUsageInUse(context.db, player.id);
  return usage === undefined ? undefined : cancelUsage(context, agency, player, usage.id);
}
