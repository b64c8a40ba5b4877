// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loginHref, safeRedirect } from "./safe-redirect";

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

describe("loginHref", () => {
  it("is /login alone without a reason or a way back", () => {
    expect(loginHref({})).toBe("/login");
  });

  it("carries where to return and that the session ended", () => {
    expect(loginHref({ redirect: "/player/game/askmebet?tab=Slot", session: "ended" })).toBe(
      "/login?redirect=%2Fplayer%2Fgame%2Faskmebet%3Ftab%3DSlot&session=ended",
    );
  });
});
