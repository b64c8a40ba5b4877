import { describe, expect, it } from "vitest";
import { promotionWithdrawalRefusal, promotionWithdrawalSplit } from "./promotion-withdrawal.ts";

/** The demo agency's welcome bonus: 100 + 100 bonus, 600 needed, at most 3,000 paid, all at once. */
const welcome = {
  requiredCredit: "600.00",
  maxCredit: "3000.00",
  withdrawAll: true,
  deductBonusOnWithdraw: true,
};

describe("promotionWithdrawalSplit", () => {
  it("pays the credit less the bonus while it stays under the max credit", () => {
    expect(promotionWithdrawalSplit(welcome, { amount: "650.50", bonus: "100.00" })).toEqual({
      creditReceived: "650.50",
      creditReturned: "0.00",
      bonusDeducted: "100.00",
      creditPaid: "550.50",
    });
  });

  it("returns the excess above the max credit and keeps the bonus when it is not deducted", () => {
    const reload = { ...welcome, maxCredit: "1000.00", deductBonusOnWithdraw: false };
    expect(promotionWithdrawalSplit(reload, { amount: "1234.56", bonus: "60.00" })).toEqual({
      creditReceived: "1000.00",
      creditReturned: "234.56",
      bonusDeducted: "0.00",
      creditPaid: "1000.00",
    });
  });

  it("never deducts more bonus than is received, and waits for an amount", () => {
    expect(promotionWithdrawalSplit(welcome, { amount: "40", bonus: "100.00" })).toMatchObject({
      bonusDeducted: "40.00",
      creditPaid: "0.00",
    });
    expect(promotionWithdrawalSplit(welcome, { amount: "", bonus: "100.00" })).toBeUndefined();
    expect(promotionWithdrawalSplit(welcome, { amount: "1e3", bonus: "100.00" })).toBeUndefined();
  });
});

describe("promotionWithdrawalRefusal", () => {
  it("refuses before the credit reaches what the promotion needs", () => {
    expect(promotionWithdrawalRefusal(welcome, { amount: "599.99", balance: "599.99" })).toBe(
      "requirement_not_met",
    );
  });

  it("with withdraw-all, accepts only the whole credit", () => {
    expect(promotionWithdrawalRefusal(welcome, { amount: "700.00", balance: "700.00" })).toBeUndefined();
    expect(promotionWithdrawalRefusal(welcome, { amount: "700", balance: "700.00" })).toBeUndefined();
    expect(promotionWithdrawalRefusal(welcome, { amount: "650", balance: "700.00" })).toBe(
      "whole_credit_required",
    );
    expect(
      promotionWithdrawalRefusal({ ...welcome, withdrawAll: false }, { amount: "650", balance: "700.00" }),
    ).toBeUndefined();
  });
});
