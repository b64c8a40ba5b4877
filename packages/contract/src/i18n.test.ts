import { describe, expect, it } from "vitest";
import { isRenderedPlayerAddress } from "./i18n.ts";

describe("the player's addresses the server renders", () => {
  it("are the rendered screens without a query", () => {
    expect(isRenderedPlayerAddress("/player/deposit")).toBe(true);
    expect(isRenderedPlayerAddress("/player/game/gclub")).toBe(true);
    expect(isRenderedPlayerAddress("/player/deposit?provider=gclub")).toBe(false);
    expect(isRenderedPlayerAddress("/player/game/gclub?tab=Slot")).toBe(false);
  });

  it("and askmebet's screen on each tab, as its links spell it, and no other way", () => {
    for (const tab of ["Slot", "Sport", "Casino", "Fish", "Card", "Chicken"]) {
      expect(isRenderedPlayerAddress(`/player/game/askmebet?tab=${tab}`), tab).toBe(true);
    }
    // The app sets these right in the address first (a redirect on the server), then renders them.
    expect(isRenderedPlayerAddress("/player/game/askmebet")).toBe(false);
    expect(isRenderedPlayerAddress("/player/game/askmebet?tab=slot")).toBe(false);
    expect(isRenderedPlayerAddress("/player/game/askmebet?tab=Lottery")).toBe(false);
    expect(isRenderedPlayerAddress("/player/game/askmebet?tab=Slot&from=menu")).toBe(false);
  });
});
