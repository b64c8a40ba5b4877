import { describe, expect, it } from "vitest";
import { percentile } from "./load.ts";

describe("percentile", () => {
  it("is a value that was measured (nearest rank), in any order given", () => {
    const samples = [9, 1, 5, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 90)).toBe(9);
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([3, 1, 2], 50)).toBe(2);
  });

  it("sorts numbers as numbers, and has nothing to say of no samples", () => {
    expect(percentile([10, 9, 100], 50)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });
});
