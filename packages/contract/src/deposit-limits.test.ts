import { describe, expect, it } from "vitest";
import { amountOutsideLimits } from "./deposit-limits.ts";

describe("amountOutsideLimits", () => {
  const limits = { min: "10000", max: "50000000" };

  it("accepts the bounds themselves and anything between", () => {
    expect(amountOutsideLimits("10000", limits)).toBeUndefined();
    expect(amountOutsideLimits("50000000", limits)).toBeUndefined();
    expect(amountOutsideLimits("66000", limits)).toBeUndefined();
  });

  it("says on which side an amount falls outside", () => {
    expect(amountOutsideLimits("9999", limits)).toBe("below");
    expect(amountOutsideLimits("50000001", limits)).toBe("above");
    expect(amountOutsideLimits("99.99", { min: "100.00", max: "50000.00" })).toBe("below");
    expect(amountOutsideLimits("50000.01", { min: "100.00", max: "50000.00" })).toBe("above");
  });
});
