// @vitest-environment node
import type { ExchangeRate } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import {
  amountLimitProblem,
  creditPreview,
  defaultAmount,
  depositFailure,
  fitsCurrency,
  formatCountdown,
  limitsFor,
  promotionPayment,
  quickAmountsFor,
  remainingMs,
} from "./rules";

const rates: ExchangeRate[] = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
  { currency: "USD", buy: "0.028", sell: "0.0305" },
];

describe("creditPreview", () => {
  it("divides the amount by the sell rate and rounds down to 0.01", () => {
    expect(creditPreview("66000", "LAK", rates)).toBe("100.00");
    expect(creditPreview("100000", "LAK", rates)).toBe("151.51");
    expect(creditPreview("150.5", "THB", rates)).toBe("150.50");
    expect(creditPreview("10", "USD", rates)).toBe("327.86");
  });

  it("shows nothing for an amount that is not a number, buys nothing, or has no rate", () => {
    expect(creditPreview("", "LAK", rates)).toBeUndefined();
    expect(creditPreview("12a", "LAK", rates)).toBeUndefined();
    expect(creditPreview("1", "LAK", rates)).toBeUndefined();
    expect(creditPreview("100", undefined, rates)).toBeUndefined();
    expect(creditPreview("100", "LAK", undefined)).toBeUndefined();
    expect(creditPreview("100", "LAK", [])).toBeUndefined();
  });
});

describe("promotionPayment", () => {
  const welcome = { depositCredit: "100.00" };

  it("costs the promotion's credit times the sell rate, in whole kip or cents", () => {
    expect(promotionPayment(welcome, "LAK", rates)).toEqual({ credit: "100.00", amount: "66000" });
    expect(promotionPayment(welcome, "THB", rates)).toEqual({ credit: "100.00", amount: "100.00" });
    expect(promotionPayment(welcome, "USD", rates)).toEqual({ credit: "100.00", amount: "3.05" });
  });

  it("has no amount in a currency that cannot buy exactly the credit, or has no rate", () => {
    const awkward = [{ currency: "USD", buy: "0.03", sell: "0.03333" }];
    // 100 × 0.03333 = 3.333 → 3.33, which buys only 99.90 credit: the server would refuse it.
    expect(promotionPayment(welcome, "USD", awkward).amount).toBeUndefined();
    expect(promotionPayment(welcome, "LAK", []).amount).toBeUndefined();
    expect(promotionPayment(welcome, undefined, rates).amount).toBeUndefined();
  });
});

describe("fitsCurrency", () => {
  it("accepts whole kip and baht with cents, refuses kip with decimals", () => {
    expect(fitsCurrency("66000", "LAK")).toBe(true);
    expect(fitsCurrency("66000.5", "LAK")).toBe(false);
    expect(fitsCurrency("150.25", "THB")).toBe(true);
    expect(fitsCurrency("abc", "THB")).toBe(false);
  });
});

describe("countdown", () => {
  it("counts the time left to the expiry, never below zero", () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(remainingMs("2026-01-01T10:15:00Z", now)).toBe(900_000);
    expect(remainingMs("2026-01-01T09:59:00Z", now)).toBe(0);
    expect(remainingMs("not a date", now)).toBe(0);
  });

  it("shows minutes and seconds, rounding up so 00:00 only when time is over", () => {
    expect(formatCountdown(900_000)).toBe("15:00");
    expect(formatCountdown(61_001)).toBe("01:02");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5)).toBe("00:00");
    expect(formatCountdown(3_725_000)).toBe("1:02:05");
  });
});

describe("limitsFor", () => {
  const limits = [
    { currency: "LAK" as const, min: "20000", max: "3000000" },
    { currency: "THB" as const, min: "75.00", max: "500.00" },
  ];

  it("picks the agency's bounds of the currency, and nothing while they are unknown", () => {
    expect(limitsFor(limits, "THB")).toEqual({ currency: "THB", min: "75.00", max: "500.00" });
    expect(limitsFor(limits, "USD")).toBeUndefined();
    expect(limitsFor(undefined, "LAK")).toBeUndefined();
  });
});

describe("depositFailure", () => {
  it("states the agency's amount limits of the currency next to the amount", () => {
    const limits = { currency: "LAK" as const, min: "20000", max: "3000000" };
    expect(depositFailure(new ApiError(422, "AMOUNT_OUT_OF_RANGE", "x"), limits)).toEqual({
      key: "deposit.error.amount_out_of_range",
      values: { min: formatNumber("20000"), max: formatNumber("3000000"), currency: "LAK" },
      field: "amount",
    });
  });

  it("says only that the amount is out of range while the limits are unknown", () => {
    expect(depositFailure(new ApiError(422, "AMOUNT_OUT_OF_RANGE", "x"))).toEqual({
      key: "deposit.error.amount_out_of_range_plain",
      field: "amount",
    });
  });

  it("names the open order and the missing bank account", () => {
    expect(depositFailure(new ApiError(409, "OPEN_ORDER", "x")).key).toBe("deposit.error.open_order");
    expect(depositFailure(new ApiError(422, "BANK_ACCOUNT_REQUIRED", "x")).key).toBe(
      "deposit.error.bank_account_required",
    );
  });

  it("puts a validation failure next to its field", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "x", { mid: "no such method" });
    expect(depositFailure(error)).toEqual({ key: "deposit.error.invalid", field: "mid" });
  });

  it("says the agency's gateway takes only kip, where the form shows its own messages", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "x", {
      currency: "validation.currency_not_accepted",
    });
    expect(depositFailure(error)).toEqual({ key: "validation.currency_not_accepted" });
  });

  it("says the payment service is not answering, rather than to contact support", () => {
    const error = new ApiError(503, "PAYMENT_GATEWAY_UNAVAILABLE", "x");
    expect(depositFailure(error).key).toBe("errors.PAYMENT_GATEWAY_UNAVAILABLE");
  });

  it("says why the promotion in use refuses the deposit", () => {
    for (const code of ["PROMOTION_USAGE", "PROMOTION_AMOUNT_MISMATCH", "PROMOTION_CREDIT_USED"] as const) {
      expect(depositFailure(new ApiError(422, code, "x")).key).toBe(`errors.${code}`);
    }
  });

  it("says the player is logged out, or that their session ended, as the server said", () => {
    for (const code of ["UNAUTHENTICATED", "SESSION_ENDED"] as const) {
      expect(depositFailure(new ApiError(401, code, "x")).key).toBe(`errors.${code}`);
    }
  });

  it("says how much credit the player's own deposit limit still allows, and when it frees up, in Lao time", () => {
    const error = new ApiError(422, "DEPOSIT_LIMIT_REACHED", "x", undefined, undefined, {
      allowed: "1500.5",
      freesAt: "2026-03-01T17:00:00.000Z",
    });
    expect(depositFailure(error, undefined, "th")).toEqual({
      key: "deposit.error.own_deposit_limit",
      values: { allowed: "1,500.50", date: "02/03/2026 00:00" },
      ownLimit: true,
    });
    expect(depositFailure(error, undefined, "lo").values).toEqual({
      allowed: "1.500,50",
      date: "02/03/2026 00:00",
    });
  });

  it("says when the player's own loss limit lets them deposit again", () => {
    const error = new ApiError(422, "LOSS_LIMIT_REACHED", "x", undefined, undefined, {
      freesAt: "2026-03-01T17:00:00.000Z",
    });
    expect(depositFailure(error, undefined, "cn")).toEqual({
      key: "deposit.error.own_loss_limit",
      values: { date: "2026年03月02日 00:00" },
      ownLimit: true,
    });
  });

  it("still names the player's own limit when the details are missing", () => {
    expect(depositFailure(new ApiError(422, "DEPOSIT_LIMIT_REACHED", "x"))).toEqual({
      key: "deposit.error.own_deposit_limit_plain",
      values: {},
      ownLimit: true,
    });
    expect(depositFailure(new ApiError(422, "LOSS_LIMIT_REACHED", "x")).key).toBe(
      "deposit.error.own_loss_limit_plain",
    );
  });

  it("asks the player to contact support for anything else, and says when the network is down", () => {
    expect(depositFailure(new ApiError(500, "INTERNAL", "x")).key).toBe("deposit.error.contact_support");
    expect(depositFailure(new TypeError("offline")).key).toBe("errors.NETWORK");
  });
});

describe("amounts and the agency's limits", () => {
  const lak = { currency: "LAK" as const, min: "20000", max: "3000000" };

  it("refuses an amount outside the limits with the server's rule, stating them", () => {
    expect(amountLimitProblem("19999", lak)).toEqual({
      key: "deposit.error.amount_out_of_range",
      values: { min: formatNumber("20000"), max: formatNumber("3000000"), currency: "LAK" },
    });
    expect(amountLimitProblem("3000001", lak)?.key).toBe("deposit.error.amount_out_of_range");
    expect(amountLimitProblem("20000", lak)).toBeUndefined();
    expect(amountLimitProblem("3000000", lak)).toBeUndefined();
  });

  it("leaves the check to the server while the limits or the amount are unknown", () => {
    expect(amountLimitProblem("5", undefined)).toBeUndefined();
    expect(amountLimitProblem("12a", lak)).toBeUndefined();
  });

  it("offers quick amounts the agency accepts, and starts on the first", () => {
    expect(quickAmountsFor("LAK", undefined)).toEqual(["50000", "100000", "200000", "500000"]);
    expect(quickAmountsFor("LAK", { ...lak, min: "100000", max: "300000" })).toEqual(["100000", "200000"]);
    expect(defaultAmount("LAK", undefined)).toBe("50000");
    expect(defaultAmount("LAK", { ...lak, min: "100000" })).toBe("100000");
    expect(defaultAmount("THB", { currency: "THB", min: "75.00", max: "500.00" })).toBe("100");
  });

  it("starts on the minimum when no quick amount fits", () => {
    expect(defaultAmount("LAK", { ...lak, min: "600000", max: "900000" })).toBe("600000");
  });
});
