import type { PromotionUsage, Provider, UsePromotionBody } from "@kham/contract";
import Decimal from "decimal.js";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { hasOpenDeposit, hasSuccessfulDeposit, usageDeposited } from "../deposits/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { refuseIfExcluded } from "../protection/service.ts";
import { hasPendingTransfer, lockPlayerCredit } from "../transfers/service.ts";
import { liveCredit } from "../wallets/service.ts";
import { hasPromotionWithdrawalUnsettled } from "../withdrawals/service.ts";
import { findPromotion } from "./repository.ts";
import { checkUse } from "./rules.ts";
import { promotionCreditThreshold, publishUsage } from "./service.ts";
import {
  endUsage,
  findPlayerUsage,
  findUsageInUse,
  hasHadPromotion,
  insertUsage,
} from "./usages-repository.ts";
import { describeUsage, toUsage } from "./view.ts";

/* The player's own promotion calls: taking one, rechecking it, cancelling it. */

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
  await refuseIfExcluded(context.db, player.id, context.now());
  const promotion = await findPromotion(context.db, agency.id, body.promotionId);
  if (promotion === undefined) throw new AppError("NOT_FOUND", "No such promotion");
  const now = context.now();
  // Read first: a withdrawal ending the usage commits both at once.
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
  const usage = await context.db.transaction(async (tx) => {
    // Credit a transfer is moving would otherwise land under the promotion's rules, or leave them.
    await lockPlayerCredit(tx, player.id);
    if (await hasPendingTransfer(tx, player.id)) {
      throw new AppError(
        "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
        "A credit transfer is on its way; take the promotion once it is done",
      );
    }
    return insertUsage(tx, {
      agencyId: agency.id,
      playerId: player.id,
      promotionId: promotion.id,
      provider: body.providerId,
      status: "USED",
      usedAt: now,
    });
  });
  // Two "use" calls at once both pass the checks above; the partial unique index keeps one.
  if (usage === undefined) throw new AppError("PROMOTION_USAGE", errorMessages.PROMOTION_USAGE);
  context.log.info({ usage: usage.id, promotion: promotion.id }, "promotion taken");
  await publishUsage(context, player.id, usage.id);
  return toUsage({ ...usage, promotion }, { deposited: false, creditReturned: undefined });
}

/** Ends the usage once its deposit is credited and the credit fell below the threshold; answers it as it now is. */
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
