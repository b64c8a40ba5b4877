import { categoryTab, gameCategories } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { categoryOfTab, gameScreenPath } from "./game-screens";

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

  it("leads to askmebet's tab of a category and to the other providers' own screens", () => {
    expect(gameScreenPath("askmebet")).toBe("/player/game/askmebet?tab=Slot");
    expect(gameScreenPath("askmebet", "chicken")).toBe("/player/game/askmebet?tab=Chicken");
    expect(gameScreenPath("gclub_live", "casino")).toBe("/player/game/gclub_live");
    expect(gameScreenPath("alphabet")).toBe("/player/game/alphabet");
  });
});
