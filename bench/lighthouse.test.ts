import { describe, expect, it } from "vitest";
import { goalMet, medianRun, type PageFigures, scoreRange } from "./lighthouse.ts";

const page = (path: string, score: number, cls = 0): PageFigures => ({
  path,
  score,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 50 / score,
  cls,
  cpuIndex: 2500,
});

describe("a Lighthouse page's goal", () => {
  it("holds the visitor's screens to the floor score and to no layout shift at all", () => {
    expect(goalMet(page("/", 0.95))).toBe("met");
    expect(goalMet(page("/login", 0.94))).toBe("MISSED");
    expect(goalMet(page("/register", 1, 0.001))).toBe("MISSED");
  });

  it("holds a logged-in player's home to the same floors, and a page without a goal to none", () => {
    expect(goalMet(page("/player", 0.95))).toBe("met");
    expect(goalMet(page("/player", 0.94))).toBe("MISSED");
    expect(goalMet(page("/player", 1, 0.05))).toBe("MISSED");
    expect(goalMet(page("/player/deposit", 0.5))).toBe("");
  });
});

describe("medianRun", () => {
  it("is the whole run with the middle score, not a mix of runs", () => {
    const runs = [page("/", 0.99), page("/", 0.71), page("/", 0.95)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([page("/", 0.9)]).score).toBe(0.9);
  });
});

describe("scoreRange", () => {
  it("is the lowest and the highest score, whatever the runs' order", () => {
    expect(scoreRange([page("/", 0.97), page("/", 0.86), page("/", 1)])).toBe("0.86–1.00");
    expect(scoreRange([page("/", 0.9)])).toBe("0.90–0.90");
  });
});
