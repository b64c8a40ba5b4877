// @vitest-environment node
import { categoryTab, gameCategories } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { categoryOfTab } from "./game-screens";

describe("game screens", () => {
  it("spells each category's tab as the providers' back links do, and reads it back in any case", () => {
    expect(gameCategories.map(categoryTab)).toEqual(["Slot", "Sport", "Casino", "Fish", "Card", "Chicken"]);
    for (const category of gameCategories) {
      expect(categoryOfTab(categoryTab(category))).toBe(category);
      expect(categoryOfTab(category.toUpperCase())).toBe(category);
    }
    for (const tab of ["", "Lottery", "slots", undefined, 3, ["Slot"]])
      expect(categoryOfTab(tab)).toBeUndefined();
  });
});
