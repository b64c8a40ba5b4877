// @vitest-environment node
import type { ExchangeRate, WithdrawalOrder } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formatCredit } from "@/lib/format";
import {
  amountProblem,
  isOpenWithdrawal,
  payoutPreview,
  promotionProblem,
  providerWithMostCredit,
  withdrawalFailure,
} from "./rules";

const rates: ExchangeRate[] = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
];

describe("payoutPreview", () => {
  it("multiplies the credit by the LAK buy rate and rounds down to whole kip", () => {
    expect(payoutPreview("100", rates)).toBe("64000");
    expect(payoutPreview("150.55", rates)).toBe("96352");
    expect(payoutPreview(" 0.01 ", [{ currency: "LAK", buy: "650.5", sell: "660" }])).toBe("6");
  });

  it("shows nothing for an amount that is not a number, pays nothing, or has no LAK rate", () => {
    expect(payoutPreview("", rates)).toBeUndefined();
    expect(payoutPreview("1e3", rates)).toBeUndefined();
    expect(payoutPreview("0", rates)).toBeUndefined();
    expect(payoutPreview("100", undefined)).toBeUndefined();
    expect(payoutPreview("100", [{ currency: "THB", buy: "1", sell: "1" }])).toBeUndefined();
  });
});

/** The demo agency's welcome bonus: 100 + 100 bonus, 600 needed, at most 3,000 paid, all at once. */
const welcome = {
  requiredCredit: "600.00",
  maxCredit: "3000.00",
  withdrawAll: true,
  deductBonusOnWithdraw: true,
};

describe("promotionProblem", () => {
  it("refuses a withdrawal before the credit reaches what the promotion needs, stating both", () => {
    expect(promotionProblem(welcome, "599.99", "599.99")).toEqual({
      key: "withdraw.promotion.not_met",
      values: { required: formatCredit("600.00"), credit: formatCredit("599.99") },
    });
  });

  it("with withdraw-all, accepts only the whole credit", () => {
    expect(promotionProblem(welcome, "700.00", "700.00")).toBeUndefined();
    expect(promotionProblem(welcome, "650", "700.00")?.key).toBe("withdraw.promotion.all_required");
    expect(promotionProblem({ ...welcome, withdrawAll: false }, "650", "700.00")).toBeUndefined();
  });

  it("waits for the credit to be known", () => {
    expect(promotionProblem(welcome, "100", undefined)).toBeUndefined();
  });
});

describe("amountProblem", () => {
  const limits = { min: "100.00", max: "50000.00" };
  const outOfRange = {
    key: "withdraw.error.amount_out_of_range",
    values: { min: formatCredit("100.00"), max: formatCredit("50000.00") },
  };

  it("accepts a credit amount the provider holds, up to all of it", () => {
    expect(amountProblem("100", "250.00")).toBeUndefined();
    expect(amountProblem("250.00", "250.00")).toBeUndefined();
    expect(amountProblem("100", undefined)).toBeUndefined();
  });

  it("refuses an empty, malformed or zero amount", () => {
    expect(amountProblem(" ", "250.00")).toEqual({ key: "validation.required" });
    expect(amountProblem("10.123", "250.00")).toEqual({ key: "validation.amount_invalid" });
    expect(amountProblem("-5", "250.00")).toEqual({ key: "validation.amount_invalid" });
    expect(amountProblem("0.00", "250.00")).toEqual({ key: "withdraw.error.amount_zero" });
  });

  it("refuses more than the provider's credit", () => {
    expect(amountProblem("250.01", "250.00")).toEqual({ key: "withdraw.error.insufficient_credit" });
    expect(amountProblem("1", "0.00")).toEqual({ key: "withdraw.error.insufficient_credit" });
  });

  it("accepts the agency's bounds themselves and refuses anything outside them, stating them", () => {
    expect(amountProblem("100", "90000.00", limits)).toBeUndefined();
    expect(amountProblem("50000.00", "90000.00", limits)).toBeUndefined();
    expect(amountProblem("99.99", "90000.00", limits)).toEqual(outOfRange);
    expect(amountProblem("50000.01", "90000.00", limits)).toEqual(outOfRange);
    expect(amountProblem("60000", "250.00", limits)).toEqual(outOfRange);
  });

  it("skips the bounds while they are unknown or malformed", () => {
    expect(amountProblem("5", "250.00")).toBeUndefined();
    expect(amountProblem("5", "250.00", { min: "", max: "50000.00" })).toBeUndefined();
  });
});

describe("isOpenWithdrawal", () => {
  it("is open only while staff have not acted", () => {
    const order = { status: "OPEN" } as WithdrawalOrder;
    expect(isOpenWithdrawal(order)).toBe(true);
    for (const status of ["SUCCESS", "REJECTED", "FAILED"] as const) {
      expect(isOpenWithdrawal({ ...order, status })).toBe(false);
    }
  });
});

describe("withdrawalFailure", () => {
  const fail = (code: ConstructorParameters<typeof ApiError>[1], fields?: Record<string, string>) =>
    withdrawalFailure(new ApiError(422, code, code, fields));

  it("names each check's own message, on the amount field where it belongs", () => {
    expect(fail("INSUFFICIENT_CREDIT")).toEqual({
      key: "withdraw.error.insufficient_credit",
      field: "amount",
    });
    expect(fail("AMOUNT_OUT_OF_RANGE")).toEqual({
      key: "withdraw.error.amount_out_of_range_plain",
      field: "amount",
    });
    expect(fail("OPEN_ORDER")).toEqual({ key: "withdraw.error.open_order" });
    expect(fail("BANK_ACCOUNT_REQUIRED")).toEqual({ key: "withdraw.error.bank_account_required" });
    expect(fail("PROMOTION_REQUIREMENT_NOT_MET")).toEqual({
      key: "withdraw.error.promotion_requirement_not_met",
    });
    expect(fail("VALIDATION_ERROR", { amount: "bad" })).toEqual({
      key: "withdraw.error.invalid",
      field: "amount",
    });
  });

  it("states the agency's bounds when the amount is out of range and they are known", () => {
    const error = new ApiError(422, "AMOUNT_OUT_OF_RANGE", "range");
    expect(withdrawalFailure(error, { min: "100.00", max: "50000.00" })).toEqual({
      key: "withdraw.error.amount_out_of_range",
      values: { min: formatCredit("100.00"), max: formatCredit("50000.00") },
      field: "amount",
    });
  });

  it("sends anything unexpected to support, and network trouble to its own message", () => {
    expect(fail("INTERNAL")).toEqual({ key: "withdraw.error.contact_support" });
    expect(fail("CREDIT_LIMIT")).toEqual({ key: "withdraw.error.contact_support" });
    expect(withdrawalFailure(new TypeError("fetch failed"))).toEqual({ key: "errors.NETWORK" });
    expect(fail("UNAUTHENTICATED")).toEqual({ key: "errors.UNAUTHENTICATED" });
    expect(fail("SESSION_ENDED")).toEqual({ key: "errors.SESSION_ENDED" });
  });
});

describe("providerWithMostCredit", () => {
  const entry = (provider: "alphabet" | "askmebet" | "gclub" | "gclub_live", amount: string) => ({
    provider,
    credit: { amount },
  });

  it("picks the provider holding the most credit, the first on a tie", () => {
    expect(
      providerWithMostCredit([entry("alphabet", "9.99"), entry("gclub", "150.00"), entry("askmebet", "20")]),
    ).toBe("gclub");
    expect(providerWithMostCredit([entry("alphabet", "5.00"), entry("gclub", "5")])).toBe("alphabet");
  });

  it("picks none when nobody holds credit", () => {
    expect(providerWithMostCredit([entry("alphabet", "0.00"), entry("gclub", "0")])).toBeUndefined();
    expect(providerWithMostCredit(undefined)).toBeUndefined();
  });
});
