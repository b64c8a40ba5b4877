import { describe, expect, it } from "vitest";
import {
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  accountNumberLength,
  accountNumberProblem,
  isPlausibleAccountNumber,
} from "./bank-account-rules.ts";
import { addBankAccountBody } from "./bank-accounts.ts";

describe("isPlausibleAccountNumber", () => {
  it("accepts real-looking account numbers of 10 to 18 digits", () => {
    expect(isPlausibleAccountNumber("0101000012345678")).toBe(true);
    expect(isPlausibleAccountNumber("1602457893")).toBe(true);
    expect(isPlausibleAccountNumber("160245789312345678")).toBe(true);
  });

  it.each([
    ["letters", "01010000ABC45678"],
    ["spaces", "0101 0000 1234"],
    ["too short", "160245789"],
    ["too long", "1602457893123456789"],
    ["one repeated digit", "1111111111"],
    ["an ascending run", "0123456789"],
    ["a wrapping run", "7890123456"],
    ["a descending run", "9876543210"],
    ["a Lao mobile (e-wallet) number", "02055512345"],
    ["a mobile number with the country code", "8562055512345"],
  ])("refuses %s", (_, accountNumber) => {
    expect(isPlausibleAccountNumber(accountNumber)).toBe(false);
  });

  it("takes a bank's own length bounds", () => {
    expect(isPlausibleAccountNumber("160245789312", { min: 13, max: 13 })).toBe(false);
    expect(isPlausibleAccountNumber("1602457893124", { min: 13, max: 13 })).toBe(true);
  });
});

describe("accountNumberProblem", () => {
  it("names what is wrong, so a form can say why", () => {
    expect(accountNumberProblem("0101000012345678")).toBeUndefined();
    expect(accountNumberProblem("01010000ABC45678")).toBe("digits");
    expect(accountNumberProblem("0101 0000 1234")).toBe("digits");
    expect(accountNumberProblem("160245789")).toBe("length");
    expect(accountNumberProblem("1602457893123456789")).toBe("length");
    expect(accountNumberProblem("1111111111")).toBe("implausible");
    expect(accountNumberProblem("02055512345")).toBe("implausible");
    expect(accountNumberProblem("160245789312", { min: 13, max: 13 })).toBe("length");
  });

  it("is what isPlausibleAccountNumber, the server's check, decides", () => {
    for (const number of ["0101000012345678", "01010000ABC45678", "160245789", "1111111111", "0123456789"]) {
      expect(isPlausibleAccountNumber(number)).toBe(accountNumberProblem(number) === undefined);
    }
  });

  it("gives a bank the default length bounds, as no bank has its own", () => {
    expect(accountNumberLength("BCEL")).toEqual({ min: ACCOUNT_NUMBER_MIN, max: ACCOUNT_NUMBER_MAX });
    expect(accountNumberLength(undefined)).toEqual({ min: 10, max: 18 });
  });
});

describe("addBankAccountBody", () => {
  const valid = {
    bankCode: "BCEL",
    accountNumber: "0101000012345678",
    accountName: "Somchai",
    currency: "LAK",
  };

  it("accepts LAK only", () => {
    expect(addBankAccountBody.safeParse(valid).success).toBe(true);
    const thb = addBankAccountBody.safeParse({ ...valid, currency: "THB" });
    expect(thb.success).toBe(false);
    expect(thb.error?.issues[0]?.message).toBe("validation.currency_lak_only");
  });

  it("requires a bank, a number and a name", () => {
    const empty = addBankAccountBody.safeParse({
      ...valid,
      bankCode: "",
      accountNumber: " ",
      accountName: "",
    });
    expect(empty.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "validation.account_name_required",
      "validation.account_number_required",
      "validation.bank_required",
    ]);
  });
});
