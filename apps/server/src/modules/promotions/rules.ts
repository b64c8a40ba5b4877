import {
  compareDecimal,
  type ErrorCode,
  type Provider,
  promotionWithdrawalRefusal,
  promotionWithdrawalSplit,
} from "@kham/contract";
import Decimal from "decimal.js";

/** The promotion terms the rules read (decimal strings, as stored). */
export interface PromotionTerms {
  status: "ACTIVE" | "INACTIVE";
  kind: "FIRST_DEPOSIT" | "ANY";
  providers: readonly string[];
  depositCredit: string;
  bonusCredit: string;
  maxCredit: string;
  requiredCredit: string;
  withdrawAll: boolean;
  deductBonusOnWithdraw: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

export type RuleOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode };

const refuse = (code: ErrorCode) => ({ ok: false as const, code });

const money = (value: string) => new Decimal(value).toFixed(2);

/** What the player's state is when they ask to use a promotion. */
export interface UseSituation {
  blocked: boolean;
  now: Date;
  provider: Provider;
  hasUsageInUse: boolean;
  hadThisPromotion: boolean;
  hasSuccessfulDeposit: boolean;
  hasOpenDeposit: boolean;
  /** The live credit at the chosen provider. */
  providerCredit: string;
  threshold: string;
}

export function isLive(promotion: Pick<PromotionTerms, "status" | "startsAt" | "endsAt">, now: Date) {
  return (
    promotion.status === "ACTIVE" &&
    promotion.startsAt.getTime() <= now.getTime() &&
    (promotion.endsAt === null || promotion.endsAt.getTime() > now.getTime())
  );
}

/** Checked in this order: blocked, not live, another in use, had before, first deposit, open deposit, playing. */
export function checkUse(promotion: PromotionTerms, situation: UseSituation): RuleOutcome<null> {
  if (situation.blocked) return refuse("PLAYER_BLOCKED");
  if (!isLive(promotion, situation.now)) return refuse("PROMOTION_INACTIVE");
  if (!promotion.providers.includes(situation.provider)) return refuse("VALIDATION_ERROR");
  if (situation.hasUsageInUse) return refuse("PROMOTION_USAGE");
  if (situation.hadThisPromotion) return refuse("PROMOTION_ALREADY_USED");
  if (promotion.kind === "FIRST_DEPOSIT" && situation.hasSuccessfulDeposit) {
    return refuse("PROMOTION_ONLY_FOR_FIRST_ORDER");
  }
  if (situation.hasOpenDeposit) return refuse("CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN");
  if (compareDecimal(situation.providerCredit, situation.threshold) >= 0)
    return refuse("PROMOTION_CREDIT_USED");
  return { ok: true, value: null };
}

export interface DepositSituation {
  /** The provider the deposit is for, and the credit it buys. */
  provider: Provider;
  credit: string;
  usageProvider: string;
  /** The usage's promotion deposit is made already (one per usage: no stacking). */
  deposited: boolean;
  /** The live credit at the usage's provider. */
  providerCredit: string;
  threshold: string;
}

/** `endUsage`: the promotion was played below the threshold and the deposit is an ordinary one. */
export function checkDeposit(
  promotion: PromotionTerms,
  situation: DepositSituation,
): RuleOutcome<{ bonus: string } | { endUsage: true }> {
  if (situation.provider !== situation.usageProvider) return refuse("PROMOTION_USAGE");
  const belowThreshold = compareDecimal(situation.providerCredit, situation.threshold) < 0;
  if (situation.deposited) {
    return belowThreshold ? { ok: true, value: { endUsage: true } } : refuse("PROMOTION_CREDIT_USED");
  }
  if (!belowThreshold) return refuse("PROMOTION_CREDIT_USED");
  if (compareDecimal(situation.credit, promotion.depositCredit) !== 0)
    return refuse("PROMOTION_AMOUNT_MISMATCH");
  return { ok: true, value: { bonus: money(promotion.bonusCredit) } };
}

export interface WithdrawalTerms {
  creditReceived: string;
  creditReturned: string;
  bonusDeducted: string;
}

/** The contract's withdrawal rule under a promotion, which the web app shows too. */
export function withdrawalTerms(
  promotion: PromotionTerms,
  input: { amount: string; balance: string; bonus: string },
): RuleOutcome<WithdrawalTerms> {
  if (promotionWithdrawalRefusal(promotion, input) !== undefined)
    return refuse("PROMOTION_REQUIREMENT_NOT_MET");
  const split = promotionWithdrawalSplit(
    { ...promotion, maxCredit: money(promotion.maxCredit) },
    { amount: money(input.amount), bonus: money(input.bonus) },
  );
  // The amount passed the request schema and the terms come from numeric columns: always amounts.
  if (split === undefined) throw new Error(`Withdrawal terms of a non-amount: ${input.amount}`);
  const { creditReceived, creditReturned, bonusDeducted } = split;
  return { ok: true, value: { creditReceived, creditReturned, bonusDeducted } };
}

/** Without a promotion the player receives the whole amount. */
export function plainWithdrawalTerms(amount: string): WithdrawalTerms {
  return { creditReceived: money(amount), creditReturned: "0.00", bonusDeducted: "0.00" };
}

/** Cancelling takes back the unearned bonus: all of it, or what is left at the provider. */
export function bonusToRemove(bonus: string, balance: string): string {
  return Decimal.max(0, Decimal.min(bonus, balance)).toFixed(2);
}
