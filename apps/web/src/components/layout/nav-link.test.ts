// @vitest-environment node
import { describe, expect, it } from "vitest";
import { splitLink } from "./nav-link";

describe("splitLink", () => {
  it("separates the path from the search parameters", () => {
    expect(splitLink("/player/game/askmebet?tab=Slot")).toEqual({
      to: "/player/game/askmebet",
      search: { tab: "Slot" },
    });
    expect(splitLink("/player/bank")).toEqual({ to: "/player/bank", search: {} });
  });
});
