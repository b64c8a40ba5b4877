import type { Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { PlayerRow } from "../players/repository.ts";

export interface WithdrawalPromotionTerms {
  creditReceived: string;
  creditReturned: string;
  bonusDeducted: string;
}

/**
 * The seam where design §10 plugs in: with a promotion in use, withdrawing needs its requiredCredit
 * (and with withdrawAll the whole credit), caps what is received at its maxCredit (the excess is
 * returned) and may deduct its bonus. Promotions do not exist yet (issue 5), so the player receives
 * the whole amount.
 */
export async function withdrawalPromotionTerms(
  _db: Db,
  input: { player: PlayerRow; provider: Provider; amount: string; balance: string },
): Promise<WithdrawalPromotionTerms> {
  return { creditReceived: input.amount, creditReturned: "0.00", bonusDeducted: "0.00" };
}
