// @vitest-environment node
import { describe, expect, it } from "vitest";
import { keepNumeric } from "./numeric-field";

describe("keepNumeric", () => {
  it("keeps only digits in a whole-number field, typed or pasted", () => {
    expect(keepNumeric("66000", 0)).toBe("66000");
    expect(keepNumeric("66a0b00", 0)).toBe("66000");
    expect(keepNumeric("abc", 0)).toBe("");
    expect(keepNumeric(" 1,000,000 LAK", 0)).toBe("1000000");
    expect(keepNumeric("0101 0000 1234", 0)).toBe("010100001234");
    expect(keepNumeric("-50", 0)).toBe("50");
  });

  it("drops a pasted fraction rather than gluing it to the whole part", () => {
    expect(keepNumeric("66,000.00", 0)).toBe("66000");
  });

  it("keeps one point and at most the places allowed where there are decimals", () => {
    expect(keepNumeric("1,500.50", 2)).toBe("1500.50");
    expect(keepNumeric("12.345", 2)).toBe("12.34");
    expect(keepNumeric("1.2.3", 2)).toBe("1.23");
    expect(keepNumeric("100.", 2)).toBe("100.");
    expect(keepNumeric("1e5", 2)).toBe("15");
  });

  it("reads Lao and Thai digits as the digits they are", () => {
    expect(keepNumeric("໖໖໐໐໐", 0)).toBe("66000");
    expect(keepNumeric("๑๒๓", 0)).toBe("123");
  });
});
