// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  accountEntries,
  containsActiveEntry,
  gameEntries,
  isEntryActive,
  playerNavGroups,
} from "./nav-entries";

describe("isEntryActive", () => {
  it("matches the same path", () => {
    expect(isEntryActive("/player/deposit", "/player/deposit")).toBe(true);
  });

  it("ignores the query string of the link and of the current location", () => {
    expect(isEntryActive("/player/game/askmebet", "/player/game/askmebet?tab=Slot")).toBe(true);
    expect(isEntryActive("/player/game/askmebet?tab=Casino", "/player/game/askmebet?tab=Slot")).toBe(true);
  });

  it("ignores a trailing slash", () => {
    expect(isEntryActive("/player/bank/", "/player/bank")).toBe(true);
  });

  it("does not match a parent or child path", () => {
    expect(isEntryActive("/player/deposit/history", "/player/deposit")).toBe(false);
    expect(isEntryActive("/player/deposit", "/player/deposit/history")).toBe(false);
    expect(isEntryActive("/player", "/player/deposit")).toBe(false);
  });

  it("never matches an entry without a link", () => {
    expect(isEntryActive("/player", undefined)).toBe(false);
  });
});

describe("containsActiveEntry", () => {
  const history = accountEntries.find((entry) => entry.text === "menu.history")!;

  it("finds the current page among the children", () => {
    expect(containsActiveEntry("/player/withdraw/history", history)).toBe(true);
    expect(containsActiveEntry("/player/withdraw", history)).toBe(false);
  });
});

describe("the player's entries", () => {
  it("lists the four games, then money (moving credit between games too), promotion, bank, history and playing safely", () => {
    expect(playerNavGroups).toHaveLength(2);
    expect(gameEntries[0]?.children?.map((entry) => entry.link)).toEqual([
      "/player/game/alphabet",
      "/player/game/askmebet?tab=Slot",
      "/player/game/gclub",
      "/player/game/gclub_live",
    ]);
    expect(accountEntries.map((entry) => entry.link ?? entry.children?.map((child) => child.link))).toEqual([
      "/player/deposit",
      "/player/withdraw",
      "/player/transfer",
      "/player/promotion",
      "/player/bank",
      ["/player/deposit/history", "/player/withdraw/history", "/player/promotion/history"],
      "/player/protection",
    ]);
  });
});
