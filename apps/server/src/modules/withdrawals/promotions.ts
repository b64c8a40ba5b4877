import type { Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { PlayerRow } from "../players/repository.ts";
import { findUsageInUse, usageDeposited } from "../promotions/repository.ts";
import { plainWithdrawalTerms, type WithdrawalTerms, withdrawalTerms } from "../promotions/rules.ts";

export interface WithdrawalPromotionTerms extends WithdrawalTerms {
  /** The promotion usage the withdrawal ends, if one bound this provider's credit. */
  promotionUsageId: string | null;
}

/**
 * With a promotion in use whose deposit was made at this provider, withdrawing needs its
 * requiredCredit (and with withdrawAll the whole credit), pays at most its maxCredit (the excess is
 * returned) and may deduct its bonus; the withdrawal ends the usage. Otherwise the whole amount.
 */
export async function withdrawalPromotionTerms(
  db: Db,
  input: { player: PlayerRow; provider: Provider; amount: string; balance: string },
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
