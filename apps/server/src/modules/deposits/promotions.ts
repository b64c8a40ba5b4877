import type { Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { PlayerRow } from "../players/repository.ts";

export interface DepositPromotionInput {
  player: PlayerRow;
  provider: Provider;
  /** The credit the deposit buys. */
  credit: string;
}

/**
 * The seam where design §10 plugs in: with a promotion in use, a deposit must go to its provider
 * and buy exactly its depositCredit (PROMOTION_USAGE, PROMOTION_AMOUNT_MISMATCH, PROMOTION_CREDIT_USED)
 * and earns its bonus. Promotions do not exist yet (issue 5), so no deposit has a bonus.
 */
export async function depositPromotionTerms(
  _db: Db,
  _input: DepositPromotionInput,
): Promise<{ bonus: string }> {
  return { bonus: "0.00" };
}
