import { describe, expect, it } from "vitest";
import { gameScreenAddress } from "./providers.ts";

describe("a provider's game screen", () => {
  it("is askmebet's tab of a category and the other providers' own screens", () => {
    expect(gameScreenAddress("askmebet")).toBe("/player/game/askmebet?tab=Slot");
    expect(gameScreenAddress("askmebet", "chicken")).toBe("/player/game/askmebet?tab=Chicken");
    expect(gameScreenAddress("gclub_live", "casino")).toBe("/player/game/gclub_live");
    expect(gameScreenAddress("alphabet")).toBe("/player/game/alphabet");
  });
});
