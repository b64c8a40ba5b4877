import { ORDER_CODE_MAX, orderCodeSchema } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { newDepositCode, newWithdrawalCode } from "./service.ts";

describe("order codes", () => {
  it("is 'D' and 18 Crockford base32 characters: ASCII, at most 20, a valid order code", () => {
    for (let index = 0; index < 200; index += 1) {
      const code = newDepositCode();
      expect(code).toMatch(/^D[0-9A-HJKMNP-TV-Z]{18}$/);
      expect(code.length).toBeLessThanOrEqual(ORDER_CODE_MAX);
      expect(orderCodeSchema.safeParse(code).success).toBe(true);
    }
  });

  it("does not repeat and uses the whole alphabet (88 random bits, not a counter)", () => {
    const codes = Array.from({ length: 5000 }, newDepositCode);
    expect(new Set(codes).size).toBe(codes.length);
    const lastCharacters = new Set(codes.map((code) => code[18]));
    const middleCharacters = new Set(codes.map((code) => code[9]));
    // 88 bits = 17 full characters and 3 bits in the last one.
    expect(lastCharacters.size).toBe(8);
    expect(middleCharacters.size).toBe(32);
  });

  it("start with W for withdrawals, otherwise alike", () => {
    const code = newWithdrawalCode();
    expect(code).toMatch(/^W[0-9A-HJKMNP-TV-Z]{18}$/);
  });
});
