import { describe, expect, it } from "vitest";
import { loginAddressBudgetCases } from "./login-address-budget.cases.ts";
import {
  budgetAddress,
  memoryLoginAddressBudget,
  playerAddressKey,
  staffAddressKey,
} from "./login-address-budget.ts";

describe("budgetAddress", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(budgetAddress("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4 client of a dual-stack socket as its IPv4 address", () => {
    expect(budgetAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(budgetAddress("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps one budget for every address of an IPv6 /64, however it is written", () => {
    const budget = "2001:db8:7:1::/64";
    for (const address of [
      "2001:db8:7:1::1",
      "2001:0db8:0007:0001:ffff:ffff:ffff:ffff",
      "2001:DB8:7:1:a:b:c:d",
      "2001:db8:7:1::203.0.113.7",
      "2001:db8:7:1::1%eth0",
    ]) {
      expect(budgetAddress(address), address).toBe(budget);
    }
    expect(budgetAddress("2001:db8:7:2::1")).toBe("2001:db8:7:2::/64");
    expect(budgetAddress("2001:db8::7:1:0:0")).toBe("2001:db8:0:0::/64");
    expect(budgetAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps players of each agency and staff apart", () => {
    const keys = [
      playerAddressKey("a", "203.0.113.7"),
      playerAddressKey("b", "203.0.113.7"),
      staffAddressKey("203.0.113.7"),
    ];
    expect(new Set(keys).size).toBe(3);
  });
});

describe("the in-memory address budget", () => {
  loginAddressBudgetCases(memoryLoginAddressBudget);
});
