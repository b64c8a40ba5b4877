// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ledgerDirection, unsigned } from "./ledger";

describe("a ledger entry's direction", () => {
  it("is in for credit given and out for credit taken", () => {
    expect(ledgerDirection({ kind: "DEPOSIT_CREDIT", amount: "150.00" })).toBe("in");
    expect(ledgerDirection({ kind: "WITHDRAWAL_OUT", amount: "-100.00" })).toBe("out");
  });

  it("is none for a payout, which records money sent to the bank and moves no credit", () => {
    expect(ledgerDirection({ kind: "WITHDRAWAL_PAYOUT", amount: "64000.00" })).toBe("none");
  });

  it("drops the sign of an amount", () => {
    expect(unsigned("-100.00")).toBe("100.00");
    expect(unsigned("25.50")).toBe("25.50");
  });
});
