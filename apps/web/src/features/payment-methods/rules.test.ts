// @vitest-environment node
import type { PaymentMethod } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { depositCurrencies, methodsForCurrency } from "./rules";

const method = (overrides: Partial<PaymentMethod>): PaymentMethod => ({
  isEnabled: true,
  code: "BCEL",
  mid: "BCEL01",
  displayName: "BCEL One",
  currency: "LAK",
  ...overrides,
});

const methods = [
  method({ mid: "BCEL01" }),
  method({ mid: "BCEL01", displayName: "BCEL One again" }),
  method({ code: "LDB", mid: "LDB01", displayName: "LDB" }),
  method({ code: "JDB", mid: "JDB01", isEnabled: false }),
  method({ mid: "BCEL02", currency: "THB" }),
  method({ mid: "USD01", currency: "USD", isEnabled: false }),
];

describe("depositCurrencies", () => {
  it("lists each currency of an enabled method once, in the order the agency listed them", () => {
    expect(depositCurrencies(methods)).toEqual(["LAK", "THB"]);
  });

  it("offers nothing when no method is enabled", () => {
    expect(depositCurrencies([method({ isEnabled: false })])).toEqual([]);
  });
});

describe("methodsForCurrency", () => {
  it("keeps enabled methods of the currency, the first of each merchant id", () => {
    expect(methodsForCurrency(methods, "LAK").map((m) => m.displayName)).toEqual(["BCEL One", "LDB"]);
  });

  it("leaves out disabled methods and other currencies", () => {
    expect(methodsForCurrency(methods, "THB").map((m) => m.mid)).toEqual(["BCEL02"]);
    expect(methodsForCurrency(methods, "USD")).toEqual([]);
    expect(methodsForCurrency(methods, undefined)).toEqual([]);
  });
});
