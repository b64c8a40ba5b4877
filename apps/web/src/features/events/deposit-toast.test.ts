// @vitest-environment node
import { describe, expect, it } from "vitest";
import { depositOrderOf } from "@/features/deposits/test-data";
import { isDepositToAnnounce } from "./deposit-toast";

describe("isDepositToAnnounce", () => {
  const credited = depositOrderOf({ code: "D1", status: "SUCCESS" });

  it("announces a credited deposit on any page but the deposit screen", () => {
    expect(isDepositToAnnounce(credited, "/player", new Set())).toBe(true);
    expect(isDepositToAnnounce(credited, "/player/game/gclub", new Set())).toBe(true);
    expect(isDepositToAnnounce(credited, "/player/deposit/history", new Set())).toBe(true);
    expect(isDepositToAnnounce(credited, "/player/deposit", new Set())).toBe(false);
    expect(isDepositToAnnounce(credited, "/player/deposit/", new Set())).toBe(false);
  });

  it("announces an order once, and only once it is credited", () => {
    expect(isDepositToAnnounce(credited, "/player", new Set(["D1"]))).toBe(false);
    for (const status of ["OPEN", "PAID", "FAILED", "CANCELED"] as const) {
      expect(isDepositToAnnounce(depositOrderOf({ status }), "/player", new Set())).toBe(false);
    }
    expect(isDepositToAnnounce(undefined, "/player", new Set())).toBe(false);
  });
});
