import { AMOUNT_PATTERN, compareDecimal, type PromotionUsage, type Provider } from "@kham/contract";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

/** A translation key with its values, and the form field it belongs to when it has one. */
export interface TransferMessage {
  key: string;
  field?: "from" | "to" | "amount";
}

/** What the form finds wrong with the typed amount before asking the server; undefined when nothing. */
export function transferAmountProblem(
  amount: string,
  available: string | undefined,
): TransferMessage | undefined {
  const typed = amount.trim();
  if (typed === "") return { key: "validation.required", field: "amount" };
  if (!AMOUNT_PATTERN.test(typed)) return { key: "validation.amount_invalid", field: "amount" };
  if (compareDecimal(typed, "0") === 0) return { key: "transfer.error.amount_zero", field: "amount" };
  if (available !== undefined && AMOUNT_PATTERN.test(available) && compareDecimal(typed, available) > 0) {
    return { key: "transfer.error.insufficient_credit", field: "amount" };
  }
  return undefined;
}

/** The provider a promotion in use holds the credit of: a transfer may neither leave nor reach it. */
export function providerHeldByPromotion(usage: PromotionUsage | null | undefined): Provider | undefined {
  return usage?.status === "USED" ? usage.provider : undefined;
}

/** The server's refusal in the player's words: never its English message. */
export function transferFailure(error: unknown): TransferMessage {
  if (!isApiError(error)) return { key: errorKey(error) };
  switch (error.code) {
    case "INSUFFICIENT_CREDIT":
      return { key: "transfer.error.insufficient_credit", field: "amount" };
    case "PROMOTION_USAGE":
      return { key: "transfer.error.promotion_usage" };
    case "OPEN_ORDER":
      return { key: "transfer.error.pending" };
    case "VALIDATION_ERROR":
      if (error.fields?.to === "validation.transfer_same_provider") {
        return { key: "transfer.error.same_provider", field: "to" };
      }
      if (error.fields?.amount) return { key: "transfer.error.invalid_amount", field: "amount" };
      return { key: "transfer.error.invalid" };
    case "UNAUTHENTICATED":
    case "SESSION_ENDED":
    case "RATE_LIMITED":
    case "CSRF_REJECTED":
      return { key: errorKey(error) };
    default:
      return { key: "transfer.error.contact_support" };
  }
}
