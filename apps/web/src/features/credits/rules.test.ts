// @vitest-environment node
import { describe, expect, it } from "vitest";
import { creditInKip } from "./rules";

const rates = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
];

describe("creditInKip", () => {
  it("is the credit times the agency's buy rate, in whole kip", () => {
    expect(creditInKip("170.50", rates)).toBe("109120");
    expect(creditInKip("0.01", rates)).toBe("6");
    expect(creditInKip("0.00", rates)).toBe("0");
  });

  it("is unknown without a LAK rate or a readable amount", () => {
    expect(creditInKip("100.00", undefined)).toBeUndefined();
    expect(creditInKip("100.00", [{ currency: "THB", buy: "1", sell: "1" }])).toBeUndefined();
    expect(creditInKip("—", rates)).toBeUndefined();
  });
});
