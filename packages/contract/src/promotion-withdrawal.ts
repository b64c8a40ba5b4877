import { AMOUNT_PATTERN, compareDecimal } from "./money.ts";
import type { Promotion } from "./promotions.ts";

/** One rule for the server taking a withdrawal and the web app showing the same figures before confirm. */

/** The promotion terms a withdrawal from the promotion's provider follows. */
export type WithdrawalPromotion = Pick<
  Promotion,
  "requiredCredit" | "maxCredit" | "withdrawAll" | "deductBonusOnWithdraw"
>;

export interface PromotionWithdrawalSplit {
  /** The credit paid for: at most the promotion's max credit. */
  creditReceived: string;
  /** The excess above the max credit: taken back, not paid. */
  creditReturned: string;
  /** The bonus taken off what is received, when the promotion says so. */
  bonusDeducted: string;
  /** What the payout is worked out from: received less the bonus deducted. */
  creditPaid: string;
}

/** Credit as whole cents, so sums and differences stay exact (credit has two decimals). */
function toCents(credit: string): bigint {
  const [whole = "0", fraction = ""] = credit.trim().split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

function fromCents(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** Received at most maxCredit (the excess is removed, not paid), less the bonus when deducted. */
export function promotionWithdrawalSplit(
  promotion: WithdrawalPromotion,
  input: { amount: string; bonus: string },
): PromotionWithdrawalSplit | undefined {
  const amount = input.amount.trim();
  if (!AMOUNT_PATTERN.test(amount) || !AMOUNT_PATTERN.test(promotion.maxCredit)) return undefined;
  const asked = toCents(amount);
  const received = smaller(asked, toCents(promotion.maxCredit));
  const bonus =
    promotion.deductBonusOnWithdraw && AMOUNT_PATTERN.test(input.bonus) ? toCents(input.bonus) : 0n;
  const deducted = smaller(bonus, received);
  return {
    creditReceived: fromCents(received),
    creditReturned: fromCents(asked - received),
    bonusDeducted: fromCents(deducted),
    creditPaid: fromCents(received - deducted),
  };
}

/** Refused until the provider's credit reaches requiredCredit, or with withdrawAll, for a partial amount. */
export function promotionWithdrawalRefusal(
  promotion: WithdrawalPromotion,
  input: { amount: string; balance: string },
): "requirement_not_met" | "whole_credit_required" | undefined {
  if (compareDecimal(input.balance, promotion.requiredCredit) < 0) return "requirement_not_met";
  if (promotion.withdrawAll && compareDecimal(input.amount.trim(), input.balance) !== 0) {
    return "whole_credit_required";
  }
  return undefined;
}
