import {
  AMOUNT_PATTERN,
  amountOutsideLimits,
  type Currency,
  compareDecimal,
  convert,
  currencyScale,
  DEFAULT_LANGUAGE,
  type DepositLimit,
  type DepositOrder,
  type ExchangeRate,
  formatAmount,
  type Language,
  type Promotion,
} from "@kham/contract";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatLaoDateTime, formatNumber } from "@/lib/format";

/** The credit an amount buys, shown while the player types (amount / sell, rounded down to 0.01). */
export function creditPreview(
  amount: string,
  currency: Currency | undefined,
  rates: readonly ExchangeRate[] | undefined,
): string | undefined {
  const typed = amount.trim();
  if (!currency || !rates || !AMOUNT_PATTERN.test(typed)) return undefined;
  const credit = convert("DEPOSIT", typed, currency, rates);
  return credit === "0" || /^0\.00$/.test(credit) ? undefined : credit;
}

/** The spec's DEPOSIT_FROM; undefined when the currency cannot buy exactly the credit (the server refuses). */
export function promotionPayment(
  promotion: Pick<Promotion, "depositCredit">,
  currency: Currency | undefined,
  rates: readonly ExchangeRate[] | undefined,
): { credit: string; amount: string | undefined } {
  const credit = promotion.depositCredit;
  if (!currency || !rates) return { credit, amount: undefined };
  const amount = convert("DEPOSIT_FROM", credit, currency, rates);
  const buys = convert("DEPOSIT", amount, currency, rates);
  const exact = compareDecimal(amount, "0") > 0 && compareDecimal(buys, credit) === 0;
  return { credit, amount: exact ? amount : undefined };
}

/** An amount has no more decimals than its currency allows (LAK is whole). */
export function fitsCurrency(amount: string, currency: Currency): boolean {
  const typed = amount.trim();
  if (!AMOUNT_PATTERN.test(typed)) return false;
  const decimals = typed.split(".")[1]?.length ?? 0;
  return decimals <= currencyScale[currency] && formatAmount(typed, currency) !== undefined;
}

/** Amounts a player picks with one tap, per currency; those outside the agency's limits are not offered. */
const quickAmounts: Record<Currency, readonly string[]> = {
  LAK: ["50000", "100000", "200000", "500000"],
  THB: ["100", "300", "500", "1000"],
  USD: ["5", "10", "20", "50"],
};

/** The quick amounts of a currency that the agency accepts (all of them until its limits are known). */
export function quickAmountsFor(currency: Currency, limits: DepositLimit | undefined): string[] {
  return quickAmounts[currency].filter((amount) => !limits || !amountOutsideLimits(amount, limits));
}

/** The amount the form starts on: the first quick amount the agency accepts, else its minimum. */
export function defaultAmount(currency: Currency, limits: DepositLimit | undefined): string {
  return quickAmountsFor(currency, limits)[0] ?? limits?.min ?? "";
}

/** A message for the player: a translation key and the values it shows. */
export interface Message {
  key: string;
  values?: Record<string, string>;
}

/** An amount outside the agency's limits, refused with the server's own rule before it is sent. */
export function amountLimitProblem(amount: string, limits: DepositLimit | undefined): Message | undefined {
  const typed = amount.trim();
  if (!limits || !AMOUNT_PATTERN.test(typed)) return undefined;
  if (!AMOUNT_PATTERN.test(limits.min) || !AMOUNT_PATTERN.test(limits.max)) return undefined;
  if (!amountOutsideLimits(typed, limits)) return undefined;
  return { key: "deposit.error.amount_out_of_range", values: limitValues(limits) };
}

/** The limits as the messages state them: in the Lao locale, with their currency. */
export function limitValues(
  limits: DepositLimit,
  language: Language = DEFAULT_LANGUAGE,
): Record<string, string> {
  return {
    min: formatNumber(limits.min, language),
    max: formatNumber(limits.max, language),
    currency: limits.currency,
  };
}

/** The agency's bounds for a currency, as the server answers them; undefined until they are known. */
export function limitsFor(
  limits: readonly DepositLimit[] | undefined,
  currency: Currency | undefined,
): DepositLimit | undefined {
  return limits?.find((entry) => entry.currency === currency);
}

/** Milliseconds left before an order expires, never negative. */
export function remainingMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** A countdown as MM:SS (or H:MM:SS past an hour), rounded up so 00:00 means the time is over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export const isOpenOrder = (order: DepositOrder) => order.status === "OPEN" || order.status === "PAID";

export interface DepositFailure extends Message {
  /** The form field the message belongs to, if any. */
  field?: "amount" | "mid" | "provider" | "currency";
  /** The player's own limit refused it: the message leads to the protection screen. */
  ownLimit?: boolean;
}

/** A limit the player set refused the deposit: how much credit is still allowed, and when the period starts again. */
function ownLimitFailure(
  key: string,
  details: Record<string, string | null> | undefined,
  language: Language,
): DepositFailure {
  const allowed = details?.allowed;
  const freesAt = details?.freesAt;
  const values: Record<string, string> = {};
  if (allowed && AMOUNT_PATTERN.test(allowed)) values.allowed = formatCredit(allowed, language);
  if (freesAt && !Number.isNaN(Date.parse(freesAt))) values.date = formatLaoDateTime(freesAt, language);
  // Without the server's details the message says what happened, without figures.
  const complete = key.endsWith("deposit_limit") ? "allowed" in values && "date" in values : "date" in values;
  return { key: complete ? key : `${key}_plain`, values, ownLimit: true };
}

/** What a failed deposit call tells the player; anything unexpected means "contact support". */
export function depositFailure(
  error: unknown,
  limits?: DepositLimit,
  language: Language = DEFAULT_LANGUAGE,
): DepositFailure {
  if (!isApiError(error)) return { key: errorKey(error) };
  switch (error.code) {
    case "AMOUNT_OUT_OF_RANGE": {
      if (!limits) return { key: "deposit.error.amount_out_of_range_plain", field: "amount" };
      return {
        key: "deposit.error.amount_out_of_range",
        values: limitValues(limits, language),
        field: "amount",
      };
    }
    case "OPEN_ORDER":
      return { key: "deposit.error.open_order" };
    case "BANK_ACCOUNT_REQUIRED":
      return { key: "deposit.error.bank_account_required" };
    case "VALIDATION_ERROR": {
      // The agency's gateway takes fewer currencies than an old page offered: said above the button.
      if (error.fields?.currency === "validation.currency_not_accepted")
        return { key: "validation.currency_not_accepted" };
      const field = (["amount", "mid", "provider", "currency"] as const).find((name) => error.fields?.[name]);
      return { key: "deposit.error.invalid", ...(field ? { field } : {}) };
    }
    case "NOT_FOUND":
      return { key: "deposit.error.not_found" };
    case "DEPOSIT_LIMIT_REACHED":
      return ownLimitFailure("deposit.error.own_deposit_limit", error.details, language);
    case "LOSS_LIMIT_REACHED":
      return ownLimitFailure("deposit.error.own_loss_limit", error.details, language);
    // The promotion in use refuses this deposit; the form normally prevents it, a stale page may not.
    case "PROMOTION_USAGE":
    case "PROMOTION_AMOUNT_MISMATCH":
    case "PROMOTION_CREDIT_USED":
    case "UNAUTHENTICATED":
    case "SESSION_ENDED":
    case "RATE_LIMITED":
    case "CSRF_REJECTED":
    case "PAYMENT_GATEWAY_UNAVAILABLE":
      return { key: errorKey(error) };
    default:
      return { key: "deposit.error.contact_support" };
  }
}

/** What a deposit costs and what the credit pays back, stated before paying. */
export interface DepositTerms {
  /** The sell rate: units of the deposit currency per credit. */
  price: string | undefined;
  /** The buy rate: kip per credit when cashing out. */
  cashOut: string | undefined;
  /** The smallest cash-out in credit, and what it pays in kip. */
  minCashOut: { credit: string; kip: string | undefined } | undefined;
}

export function depositTerms(
  currency: Currency | undefined,
  rates: readonly ExchangeRate[] | undefined,
  withdrawalMin: string | undefined,
): DepositTerms {
  const price = rates?.find((rate) => rate.currency === currency)?.sell;
  const cashOut = rates?.find((rate) => rate.currency === "LAK")?.buy;
  const minCashOut =
    withdrawalMin && AMOUNT_PATTERN.test(withdrawalMin)
      ? {
          credit: withdrawalMin,
          kip: cashOut && rates ? convert("WITHDRAW", withdrawalMin, "LAK", rates) : undefined,
        }
      : undefined;
  return { price, cashOut, minCashOut };
}
