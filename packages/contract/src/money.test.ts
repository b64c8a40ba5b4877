import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimal, convert, type ExchangeRate, formatAmount, sumDecimals } from "./money.ts";

const rates: ExchangeRate[] = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
  { currency: "USD", buy: "0.028", sell: "0.0305" },
];

/** Exact rational arithmetic on BigInt, independent of the code under test: value × 10^6. */
const MICRO = 1_000_000n;
const toMicro = (text: string) => {
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole!) * MICRO + BigInt(fraction.padEnd(6, "0").slice(0, 6));
};

describe("convert", () => {
  it("follows the spec's examples and rounds down", () => {
    expect(convert("DEPOSIT", "66000", "LAK", rates)).toBe("100.00");
    expect(convert("DEPOSIT", "66005", "LAK", rates)).toBe("100.00");
    expect(convert("DEPOSIT", "10000", "LAK", rates)).toBe("15.15");
    expect(convert("DEPOSIT", "150.5", "THB", rates)).toBe("150.50");
    expect(convert("DEPOSIT", "2", "USD", rates)).toBe("65.57");
    expect(convert("WITHDRAW", "100.00", "LAK", rates)).toBe("64000");
    expect(convert("WITHDRAW", "0.99", "LAK", rates)).toBe("633");
    expect(convert("WITHDRAW", "10.01", "USD", rates)).toBe("0.28");
    expect(convert("DEPOSIT_FROM", "15.15", "LAK", rates)).toBe("9999");
    expect(convert("DEPOSIT_FROM", "100", "THB", rates)).toBe("100.00");
  });

  it("answers 0 for an unknown currency, a missing or zero rate and malformed input", () => {
    expect(convert("DEPOSIT", "100", "EUR", rates)).toBe("0");
    expect(convert("DEPOSIT", "100", "LAK", [])).toBe("0");
    expect(convert("DEPOSIT", "100", "LAK", [{ currency: "LAK", buy: "0", sell: "0" }])).toBe("0");
    expect(convert("DEPOSIT", "-5", "LAK", rates)).toBe("0");
    expect(convert("DEPOSIT", "1e5", "LAK", rates)).toBe("0");
    expect(convert("WITHDRAW", "abc", "THB", rates)).toBe("0");
  });

  const lakAmount = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(String);
  const credit = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, "0")}`);

  it("DEPOSIT equals the exact quotient rounded down to 0.01 (no float drift)", () => {
    fc.assert(
      fc.property(lakAmount, (amount) => {
        const exactCents = (BigInt(amount) * 100n) / 660n;
        expect(toMicro(convert("DEPOSIT", amount, "LAK", rates))).toBe(exactCents * 10_000n);
      }),
    );
  });

  it("DEPOSIT then DEPOSIT_FROM gives back the amount less than one credit unit's price plus one LAK", () => {
    fc.assert(
      fc.property(lakAmount, (amount) => {
        const creditBought = convert("DEPOSIT", amount, "LAK", rates);
        const back = convert("DEPOSIT_FROM", creditBought, "LAK", rates);
        expect(compareDecimal(back, amount)).toBeLessThanOrEqual(0);
        // One credit unit (0.01) costs 6.6 LAK; rounding LAK down loses under 1 more.
        expect(BigInt(amount) - BigInt(back)).toBeLessThan(8n);
      }),
    );
  });

  it("DEPOSIT_FROM then DEPOSIT gives back the credit within one credit unit, never more", () => {
    fc.assert(
      fc.property(credit, fc.constantFrom("LAK", "THB"), (creditWanted, currency) => {
        const amount = convert("DEPOSIT_FROM", creditWanted, currency, rates);
        const creditBought = convert("DEPOSIT", amount, currency, rates);
        const difference = toMicro(creditWanted) - toMicro(creditBought);
        expect(difference >= 0n).toBe(true);
        expect(difference <= 10_000n).toBe(true);
      }),
    );
  });

  it("WITHDRAW is the exact product rounded down to the currency's unit", () => {
    fc.assert(
      fc.property(credit, (creditSold) => {
        const payout = convert("WITHDRAW", creditSold, "USD", rates);
        const exact = toMicro(creditSold) * 28n; // × 0.028 → value × 10^9
        const payoutNano = toMicro(payout) * 1000n;
        expect(payoutNano <= exact).toBe(true);
        expect(exact - payoutNano < 10_000_000n).toBe(true);
      }),
    );
  });
});

describe("formatAmount and compareDecimal", () => {
  it("writes an amount with its currency's places, rounding down", () => {
    expect(formatAmount("66000.9", "LAK")).toBe("66000");
    expect(formatAmount("150", "THB")).toBe("150.00");
    expect(formatAmount("1.999", "USD")).toBe("1.99");
    expect(formatAmount("x", "THB")).toBeUndefined();
  });

  it("compares decimals of different scales", () => {
    expect(compareDecimal("10000", "10000.00")).toBe(0);
    expect(compareDecimal("9999.99", "10000")).toBe(-1);
    expect(compareDecimal("50000000.01", "50000000")).toBe(1);
  });
});

describe("sumDecimals", () => {
  it("adds exactly where floats would not, at the scale asked", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(["0.1", "0.2"], 2)).toBe("0.30");
    expect(sumDecimals(["999999999999999.99", "0.01"], 2)).toBe("1000000000000000.00");
    expect(sumDecimals(["12.5", "7", "0.05"], 2)).toBe("19.55");
    expect(sumDecimals([], 2)).toBe("0.00");
    expect(sumDecimals(["1.239"], 2)).toBe("1.23");
  });

  it("refuses what is not a decimal", () => {
    expect(() => sumDecimals(["1.00", "abc"], 2)).toThrow("not a decimal");
  });
});
