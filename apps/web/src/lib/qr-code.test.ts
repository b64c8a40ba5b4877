// @vitest-environment node
import { describe, expect, it } from "vitest";
import { qrModules, qrPath } from "./qr-code";

describe("qrModules", () => {
  it("encodes a payload as a square with the quiet zone around it", () => {
    const modules = qrModules("00020101021238670016A005266284662577");
    const size = modules.length;
    expect(modules.every((row) => row.length === size)).toBe(true);
    // Quiet zone: the first four rows and columns are light; the finder pattern starts right after.
    expect(modules.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(modules[4]?.[4]).toBe(true);
  });
});

describe("qrPath", () => {
  it("draws one unit square per dark module", () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
  });
});
