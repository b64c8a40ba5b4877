import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeRedirect("/player/game/askmebet?tab=Slot")).toBe("/player/game/askmebet?tab=Slot");
  });

  it("falls back to /player without a target", () => {
    expect(safeRedirect(undefined)).toBe("/player");
    expect(safeRedirect("")).toBe("/player");
  });

  it("refuses other sites and loops back to the public screens", () => {
    expect(safeRedirect("https://evil.example/")).toBe("/player");
    expect(safeRedirect("//evil.example/x")).toBe("/player");
    expect(safeRedirect("/\\evil.example")).toBe("/player");
    expect(safeRedirect("/login?redirect=/player")).toBe("/player");
    expect(safeRedirect("/register")).toBe("/player");
  });
});
