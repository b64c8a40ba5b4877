import {
  AMOUNT_PATTERN,
  compareDecimal,
  convert,
  DEFAULT_LANGUAGE,
  type ExchangeRate,
  type Language,
  type PromotionWithdrawalSplit,
  type Provider,
  promotionWithdrawalRefusal,
  promotionWithdrawalSplit,
  type WithdrawalLimits,
  type WithdrawalOrder,
  type WithdrawalPromotion,
} from "@kham/contract";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatCredit } from "@/lib/format";

export const isOpenWithdrawal = (order: WithdrawalOrder) => order.status === "OPEN";

/** The LAK shown while the player types (credit × buy, rounded down); under a promotion, of what it pays for. */
export function payoutPreview(
  amount: string,
  rates: readonly ExchangeRate[] | undefined,
): string | undefined {
  const typed = amount.trim();
  if (!rates || !AMOUNT_PATTERN.test(typed)) return undefined;
  const payout = convert("WITHDRAW", typed, "LAK", rates);
  return payout === "0" ? undefined : payout;
}

/** The server's promotion rule from the contract, shown before the player confirms. */
export function promotionWithdrawal(
  promotion: WithdrawalPromotion,
  bonus: string,
  amount: string,
): PromotionWithdrawalSplit | undefined {
  return promotionWithdrawalSplit(promotion, { amount, bonus });
}

/** What the promotion refuses before anything is sent. */
export function promotionProblem(
  promotion: WithdrawalPromotion,
  amount: string,
  available: string | undefined,
  language: Language = DEFAULT_LANGUAGE,
): Message | undefined {
  if (available === undefined || !AMOUNT_PATTERN.test(available)) return undefined;
  const typed = amount.trim();
  // An amount still being typed is not yet the whole credit; only a finished one is judged.
  const refusal = promotionWithdrawalRefusal(promotion, {
    amount: AMOUNT_PATTERN.test(typed) ? typed : available,
    balance: available,
  });
  if (refusal === "requirement_not_met") {
    return {
      key: "withdraw.promotion.not_met",
      values: {
        required: formatCredit(promotion.requiredCredit, language),
        credit: formatCredit(available, language),
      },
    };
  }
  if (refusal === "whole_credit_required") {
    return { key: "withdraw.promotion.all_required", values: { credit: formatCredit(available, language) } };
  }
  return undefined;
}

/** A message for the player: a translation key and the values it shows. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** The agency's bounds as the messages state them; undefined when they are unknown or malformed. */
export function limitValues(
  limits: WithdrawalLimits | undefined,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> | undefined {
  if (!limits || !AMOUNT_PATTERN.test(limits.min) || !AMOUNT_PATTERN.test(limits.max)) return undefined;
  return { min: formatCredit(limits.min, language), max: formatCredit(limits.max, language) };
}

/** Checked for the player's sake; the server checks it all again. */
export function amountProblem(
  amount: string,
  available: string | undefined,
  limits?: WithdrawalLimits,
  language: Language = DEFAULT_LANGUAGE,
): Message | undefined {
  const typed = amount.trim();
  if (typed === "") return { key: "validation.required" };
  if (!AMOUNT_PATTERN.test(typed)) return { key: "validation.amount_invalid" };
  if (compareDecimal(typed, "0") === 0) return { key: "withdraw.error.amount_zero" };
  const bounds = limitValues(limits, language);
  if (limits && bounds && (compareDecimal(typed, limits.min) < 0 || compareDecimal(typed, limits.max) > 0)) {
    return { key: "withdraw.error.amount_out_of_range", values: bounds };
  }
  if (available !== undefined && AMOUNT_PATTERN.test(available) && compareDecimal(typed, available) > 0) {
    return { key: "withdraw.error.insufficient_credit" };
  }
  return undefined;
}

/** The provider holding the most credit (the first on a tie); undefined when none holds any. */
export function providerWithMostCredit(
  credits: readonly { provider: Provider; credit: { amount: string } }[] | undefined,
): Provider | undefined {
  let best: { provider: Provider; amount: string } | undefined;
  for (const entry of credits ?? []) {
    if (!AMOUNT_PATTERN.test(entry.credit.amount) || compareDecimal(entry.credit.amount, "0") === 0) continue;
    if (!best || compareDecimal(entry.credit.amount, best.amount) > 0) {
      best = { provider: entry.provider, amount: entry.credit.amount };
    }
  }
  return best?.provider;
}

export interface WithdrawalFailure extends Message {
  /** The form field the message belongs to, if any. */
  field?: "amount" | "provider";
}

/** What a failed withdrawal call tells the player; anything unexpected means "contact support". */
export function withdrawalFailure(
  error: unknown,
  limits?: WithdrawalLimits,
  language: Language = DEFAULT_LANGUAGE,
): WithdrawalFailure {
  if (!isApiError(error)) return { key: errorKey(error) };
  switch (error.code) {
    case "INSUFFICIENT_CREDIT":
      return { key: "withdraw.error.insufficient_credit", field: "amount" };
    case "AMOUNT_OUT_OF_RANGE": {
      const values = limitValues(limits, language);
      if (!values) return { key: "withdraw.error.amount_out_of_range_plain", field: "amount" };
      return { key: "withdraw.error.amount_out_of_range", values, field: "amount" };
    }
    case "OPEN_ORDER":
      return { key: "withdraw.error.open_order" };
    case "BANK_ACCOUNT_REQUIRED":
      return { key: "withdraw.error.bank_account_required" };
    case "PROMOTION_REQUIREMENT_NOT_MET":
      return { key: "withdraw.error.promotion_requirement_not_met" };
    case "VALIDATION_ERROR": {
      const field = (["amount", "provider"] as const).find((name) => error.fields?.[name]);
      return { key: "withdraw.error.invalid", ...(field ? { field } : {}) };
    }
    case "NOT_FOUND":
      return { key: "withdraw.error.not_found" };
    case "UNAUTHENTICATED":
    case "SESSION_ENDED":
    case "RATE_LIMITED":
    case "CSRF_REJECTED":
      return { key: errorKey(error) };
    default:
      return { key: "withdraw.error.contact_support" };
  }
}
