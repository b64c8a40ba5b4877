import {
  isPromotionImageUrl,
  MEDIA_PREFIX,
  type Promotion,
  type PromotionInput,
  type PromotionUsage,
  type Provider,
  type UsePromotionBody,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AgencyRow } from "../agency/service.ts";
import type { AppContext } from "../context.ts";
import { isStoredImage } from "../media/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { liveCredit } from "../wallets/service.ts";
import { enqueueBonusRemoval } from "./bonus.ts";
import {
  endUsage,
  findPlayerUsage,
  findPromotion,
  findUsageInUse,
  hasHadPromotion,
  hasOpenDeposit,
  hasPromotionWithdrawalUnsettled,
  hasSuccessfulDeposit,
  insertPromotion,
  insertUsage,
  listLivePromotions,
  listPlayerUsages,
  type PromotionRow,
  promotionCreditThreshold,
  setPromotionStatus,
  type UsageWithPromotion,
  updatePromotion,
  usageDeposited,
  usageDeposits,
  usageWithdrawals,
} from "./repository.ts";
import { bonusToRemove, checkUse } from "./rules.ts";

export {
  type DepositPromotionTerms,
  depositPromotionTerms,
  endUsageByWithdrawal,
  promotionBonusDue,
  recordDepositBonus,
  reopenUsageOfUndoneWithdrawal,
  type WithdrawalPromotionTerms,
  withdrawalPromotionTerms,
} from "./orders.ts";
export {
  findPromotion,
  listAgencyPromotions,
  promotionCreditThreshold,
  setPromotionCreditThreshold,
} from "./repository.ts";

const PLACEHOLDER_DATE = "0001-01-01T00:00:00Z";
const money = (value: string) => new Decimal(value).toFixed(2);

export function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Stored before addresses were checked: one the rule refuses now is served as none.
    imageUrl: isPromotionImageUrl(row.imageUrl) ? row.imageUrl : "",
    status: row.status,
    kind: row.kind,
    providers: row.providers as Provider[],
    depositCredit: money(row.depositCredit),
    bonusCredit: money(row.bonusCredit),
    maxCredit: money(row.maxCredit),
    requiredCredit: money(row.requiredCredit),
    withdrawAll: row.withdrawAll,
    deductBonusOnWithdraw: row.deductBonusOnWithdraw,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

function toUsage(
  row: UsageWithPromotion,
  extra: { deposited: boolean; creditReturned: string | undefined },
): PromotionUsage {
  return {
    usageId: row.id,
    promotion: toPromotion(row.promotion),
    provider: row.provider as Provider,
    status: row.status,
    usedAt: row.usedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? PLACEHOLDER_DATE,
    bonus: money(row.bonus),
    deposited: extra.deposited,
    bonusRemoved: money(row.bonusRemoved),
    creditReturned: extra.creditReturned === undefined ? null : money(extra.creditReturned),
  };
}

/** The usage as the API answers it, with what its deposit and withdrawal did. */
export async function describeUsage(db: Db, row: UsageWithPromotion): Promise<PromotionUsage> {
  const [deposited, withdrawals] = await Promise.all([
    usageDeposited(db, row.id),
    usageWithdrawals(db, [row.id]),
  ]);
  return toUsage(row, { deposited, creditReturned: withdrawals.get(row.id) });
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

export async function livePromotions(context: AppContext, agency: AgencyRow): Promise<Promotion[]> {
  return (await listLivePromotions(context.db, agency.id, context.now())).map(toPromotion);
}

const errorMessages: Partial<Record<string, string>> = {
  PLAYER_BLOCKED: "The account is blocked from receiving promotions",
  PROMOTION_INACTIVE: "The promotion is not active",
  PROMOTION_USAGE: "Another promotion is in use",
  PROMOTION_ALREADY_USED: "The promotion was already used",
  PROMOTION_ONLY_FOR_FIRST_ORDER: "The promotion is for new customers only",
  CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN: "Close the open deposit order to use a promotion",
  PROMOTION_CREDIT_USED: "The credit at that provider is already in play",
};

/** Takes a promotion at one of its providers, with every rule checked and the database deciding races. */
export async function usePromotion(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  body: UsePromotionBody,
): Promise<PromotionUsage> {
  const promotion = await findPromotion(context.db, agency.id, body.promotionId);
  if (promotion === undefined) throw new AppError("NOT_FOUND", "No such promotion");
  const now = context.now();
  // Read before the rest: a withdrawal that ends the usage commits both at once, so a usage seen
  // ended here means its withdrawal is seen below.
  const inUse = await findUsageInUse(context.db, player.id);
  const [hadIt, deposited, open, unsettled, credit, threshold] = await Promise.all([
    hasHadPromotion(context.db, player.id, promotion.id),
    hasSuccessfulDeposit(context.db, player.id),
    hasOpenDeposit(context.db, player.id),
    hasPromotionWithdrawalUnsettled(context.db, player.id),
    liveCredit(context, agency, player, body.providerId),
    promotionCreditThreshold(context.db, agency.id),
  ]);
  const outcome = checkUse(promotion, {
    blocked: player.blocked,
    now,
    provider: body.providerId,
    // A promotion whose withdrawal is not settled may come back in use: it is still the one in use.
    hasUsageInUse: inUse !== undefined || unsettled,
    hadThisPromotion: hadIt,
    hasSuccessfulDeposit: deposited,
    hasOpenDeposit: open,
    providerCredit: credit,
    threshold,
  });
  if (!outcome.ok) {
    if (outcome.code === "VALIDATION_ERROR") {
      throw new AppError("VALIDATION_ERROR", "The promotion is not offered at that provider", {
        providerId: "validation.promotion_provider",
      });
    }
    throw new AppError(outcome.code, errorMessages[outcome.code]);
  }
  const usage = await insertUsage(context.db, {
    agencyId: agency.id,
    playerId: player.id,
    promotionId: promotion.id,
    provider: body.providerId,
    status: "USED",
    usedAt: now,
  });
  // Two "use" calls at once both pass the checks above; the partial unique index keeps one.
  if (usage === undefined) throw new AppError("PROMOTION_USAGE", errorMessages.PROMOTION_USAGE);
  context.log.info({ usage: usage.id, promotion: promotion.id }, "promotion taken");
  await publishUsage(context, player.id, usage.id);
  return toUsage({ ...usage, promotion }, { deposited: false, creditReturned: undefined });
}

export async function currentUsage(context: AppContext, player: SessionPlayer) {
  const usage = await findUsageInUse(context.db, player.id);
  return usage === undefined ? null : describeUsage(context.db, usage);
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

/**
 * Ends the usage in use (SUCCESS) when its deposit was credited and the credit at its provider has
 * fallen below the threshold: the promotion was played out. Answers the usage as it now is.
 */
export async function recheckUsage(context: AppContext, agency: AgencyRow, player: SessionPlayer) {
  const usage = await findUsageInUse(context.db, player.id);
  if (usage === undefined) return null;
  const [deposited, credit, threshold] = await Promise.all([
    usageDeposited(context.db, usage.id),
    liveCredit(context, agency, player, usage.provider as Provider),
    promotionCreditThreshold(context.db, agency.id),
  ]);
  // A deposit whose credit is still on its way keeps the usage in use: endUsage refuses then.
  if (deposited && new Decimal(credit).lt(threshold)) {
    const ended = await endUsage(context.db, usage.id, {
      status: "SUCCESS",
      reason: "RECHECK",
      now: context.now(),
    });
    if (ended !== undefined) {
      context.log.info({ usage: usage.id, credit }, "promotion ended by recheck");
      await publishUsage(context, player.id, usage.id);
    }
  }
  const row = await findPlayerUsage(context.db, player.id, usage.id);
  return describeUsage(context.db, row!);
}

/**
 * The player cancels the promotion in use: it ends CANCELED and its unearned bonus is taken back
 * (all of it, or what is left at the provider) by a job, exactly once. Refused while its deposit is
 * still waiting for payment or credit, so a bonus can never arrive after the cancellation.
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
      errorMessages.CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN,
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

// Staff operations.

/** An upload's address must name an image stored here; the contract has checked the rest. */
async function requireStoredImage(db: Db, imageUrl: string): Promise<void> {
  if (imageUrl.startsWith(`${MEDIA_PREFIX}/`) && !(await isStoredImage(db, imageUrl))) {
    throw new AppError("VALIDATION_ERROR", "The image was not uploaded here", {
      imageUrl: "validation.image_not_uploaded",
    });
  }
}

export async function createPromotion(context: AppContext, agency: AgencyRow, input: PromotionInput) {
  await requireStoredImage(context.db, input.imageUrl);
  return toPromotion(await insertPromotion(context.db, agency.id, input, context.now()));
}

export async function changePromotion(
  context: AppContext,
  agency: AgencyRow,
  id: string,
  input: PromotionInput,
) {
  await requireStoredImage(context.db, input.imageUrl);
  const row = await updatePromotion(context.db, agency.id, id, input, context.now());
  if (row === undefined) throw new AppError("NOT_FOUND", `No promotion ${id}`);
  return toPromotion(row);
}

export async function setPromotionActive(
  context: AppContext,
  agency: AgencyRow,
  id: string,
  active: boolean,
) {
  const row = await setPromotionStatus(
    context.db,
    agency.id,
    id,
    active ? "ACTIVE" : "INACTIVE",
    context.now(),
  );
  if (row === undefined) throw new AppError("NOT_FOUND", `No promotion ${id}`);
  return toPromotion(row);
}
