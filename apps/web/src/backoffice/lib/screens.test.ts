// @vitest-environment node
import { describe, expect, it } from "vitest";
import { screensFor } from "./screens";

describe("screensFor", () => {
  it("opens every screen to the owner and to each role only its own", () => {
    const paths = (role: Parameters<typeof screensFor>[0]) => screensFor(role).map((screen) => screen.path);
    expect(paths("owner")).toEqual([
      "dashboard",
      "withdrawals",
      "deposits",
      "reconciliation",
      "reports",
      "exceptions",
      "players",
      "promotions",
      "settings",
      "staff",
      "audit",
    ]);
    expect(paths("finance")).toEqual([
      "dashboard",
      "withdrawals",
      "deposits",
      "reconciliation",
      "reports",
      "exceptions",
      "players",
    ]);
    expect(paths("support")).toEqual(["dashboard", "withdrawals", "deposits", "reconciliation", "players"]);
    expect(paths("marketing")).toEqual(["promotions"]);
  });
});
