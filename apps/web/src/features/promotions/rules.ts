import { AMOUNT_PATTERN, compareDecimal, type Promotion, type PromotionUsage } from "@kham/contract";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

/** Whether the usage is the player's one promotion in play (not ended). */
export const isInUse = (usage: PromotionUsage | null | undefined): usage is PromotionUsage =>
  usage?.status === "USED";

/** Whole percent from 0 to 100; undefined while the credit is unknown. */
export function progressPercent(credit: string | undefined, promotion: Pick<Promotion, "requiredCredit">) {
  if (credit === undefined || !AMOUNT_PATTERN.test(credit)) return undefined;
  const required = Number(promotion.requiredCredit);
  if (!(required > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((Number(credit) / required) * 100)));
}

/** Whether the credit has reached what the promotion needs before a withdrawal. */
export function requirementMet(credit: string | undefined, promotion: Pick<Promotion, "requiredCredit">) {
  return (
    credit !== undefined &&
    AMOUNT_PATTERN.test(credit) &&
    compareDecimal(credit, promotion.requiredCredit) >= 0
  );
}

/** A message for the player: a translation key and the values it shows. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** Two codes need the promotion's words rather than the deposit's. */
export function takeFailure(error: unknown): Message {
  if (!isApiError(error)) return { key: errorKey(error) };
  switch (error.code) {
    case "PROMOTION_CREDIT_USED":
      return { key: "promotion.error.credit_in_play" };
    case "VALIDATION_ERROR":
      return { key: "promotion.error.provider" };
    case "NOT_FOUND":
      return { key: "promotion.error.not_found" };
    default:
      return { key: errorKey(error) };
  }
}

/** What a refused cancel or recheck tells the player. */
export function usageActionFailure(error: unknown): Message {
  if (!isApiError(error)) return { key: errorKey(error) };
  switch (error.code) {
    case "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN":
      return { key: "promotion.error.deposit_in_progress" };
    case "ALREADY_RESOLVED":
    case "NOT_FOUND":
      return { key: "promotion.error.already_ended" };
    default:
      return { key: errorKey(error) };
  }
}
