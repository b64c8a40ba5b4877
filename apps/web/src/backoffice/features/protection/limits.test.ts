import { describe, expect, it } from "vitest";
import { limitUsage } from "./limits";

describe("a limit's usage", () => {
  it("has no standing without a limit", () => {
    expect(limitUsage("900.00", null)).toEqual({ standing: "none", percent: 0 });
  });

  it("is near from 80 % of the limit, to the cent", () => {
    expect(limitUsage("799.99", "1000.00")).toEqual({ standing: "below", percent: 79 });
    expect(limitUsage("800.00", "1000.00")).toEqual({ standing: "near", percent: 80 });
    expect(limitUsage("999.99", "1000")).toEqual({ standing: "near", percent: 99 });
  });

  it("is reached at the limit exactly and stays full past it", () => {
    expect(limitUsage("1000.00", "1000.00")).toEqual({ standing: "reached", percent: 100 });
    expect(limitUsage("1500.5", "1000.00")).toEqual({ standing: "reached", percent: 100 });
  });

  it("draws a loss below zero (more withdrawn than deposited) as an empty bar", () => {
    expect(limitUsage("-250.00", "1000.00")).toEqual({ standing: "below", percent: 0 });
  });
});
