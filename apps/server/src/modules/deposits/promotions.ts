import type { Provider } from "@kham/contract";
import { AppError } from "../../errors.ts";
import type { AgencyRow } from "../agency/repository.ts";
import type { PlayerRow } from "../players/repository.ts";
import {
  endUsage,
  findUsageInUse,
  promotionCreditThreshold,
  usageDeposited,
} from "../promotions/repository.ts";
import { checkDeposit } from "../promotions/rules.ts";
import { liveCredit, publishUsage } from "../promotions/service.ts";
import type { DepositsContext } from "./context.ts";

export interface DepositPromotionTerms {
  bonus: string;
  promotionUsageId: string | null;
}

const messages: Partial<Record<string, string>> = {
  PROMOTION_USAGE: "A promotion is in use for another provider",
  PROMOTION_CREDIT_USED: "A promotion is in use and its credit is already in play",
  PROMOTION_AMOUNT_MISMATCH: "With the promotion in use the deposit must buy exactly its credit",
};

/**
 * With a promotion in use, a deposit must go to its provider, be its one promotion deposit (made
 * while the credit there is below the threshold) and buy exactly its depositCredit; it then earns
 * the bonus. A promotion already played below the threshold ends, and the deposit is an ordinary one.
 */
export async function depositPromotionTerms(
  context: DepositsContext,
  input: { agency: AgencyRow; player: PlayerRow; provider: Provider; credit: string },
): Promise<DepositPromotionTerms> {
  const usage = await findUsageInUse(context.db, input.player.id);
  if (usage === undefined) return { bonus: "0.00", promotionUsageId: null };
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
  if (!outcome.ok) throw new AppError(outcome.code, messages[outcome.code]);
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
