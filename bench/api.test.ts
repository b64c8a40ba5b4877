import { describe, expect, it } from "vitest";
import { API_GOALS, type CallSummary, meetsGoals, type Round, ratioText, summarise } from "./api.ts";
import type { LoadFigures } from "./lib/load.ts";

/** A run with this throughput (the other figures follow from it, so medians can be told apart). */
const run = (requestsPerSecond: number): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 10_000 / requestsPerSecond,
  p99Ms: 30_000 / requestsPerSecond,
  requests: requestsPerSecond * 5,
  errors: 0,
  seconds: 5,
  connections: 10,
  serverCpuMsPerRequest: 1000 / requestsPerSecond,
});
const pair = (app: number, reference: number) => ({ app: run(app), reference: run(reference) });

describe("summarise", () => {
  it("takes the median of each round's own ratio, not the ratio of the medians", () => {
    // The machine slows down between rounds: each pair is measured at one moment.
    const rounds: Round[] = [
      { credits: pair(900, 1000) }, // 0.90
      { credits: pair(400, 1000) }, // 0.40, a neighbour's burst during the app's run
      { credits: pair(1700, 2000) }, // 0.85
    ];
    const { credits } = summarise(rounds);
    expect(credits!.ofReference.median).toBeCloseTo(0.85);
    expect(credits!.ofReference.min).toBeCloseTo(0.4);
    expect(credits!.ofReference.max).toBeCloseTo(0.9);
    // The ratio of the medians (900 / 1000) would be another figure.
    expect(credits!.app.requestsPerSecond / credits!.reference.requestsPerSecond).toBeCloseTo(0.9);
    expect(credits!.app.requestsPerSecond).toBe(900);
    expect(credits!.app.p99Ms).toBeCloseTo(30_000 / 900);
  });

  it("gives a read its ratio to the same round's health, and a deposit none", () => {
    const rounds: Round[] = [
      { health: pair(4000, 5000), info: pair(2000, 2500), deposit: pair(400, 500) },
      { health: pair(5000, 6000), info: pair(2000, 2400), deposit: pair(410, 500) },
      { health: pair(4000, 5000), info: pair(2400, 2500), deposit: pair(300, 500) },
    ];
    const summary = summarise(rounds);
    // 0.5, 0.4, 0.6 of each round's own health.
    expect(summary.info!.ofHealth).toBeCloseTo(0.5);
    expect(summary.health!.ofHealth).toBe(1);
    expect(summary.deposit!.ofHealth).toBeUndefined();
    expect(summary.deposit!.ofReference.median).toBeCloseTo(0.8);
    expect(summary.credits).toBeUndefined();
  });

  it("summarises a call measured in only some rounds on those rounds alone", () => {
    const summary = summarise([{ credits: pair(800, 1000) }, { info: pair(500, 1000) }]);
    expect(summary.credits!.ofReference).toEqual({ median: 0.8, min: 0.8, max: 0.8 });
    expect(summary.credits!.ofHealth).toBeUndefined();
  });
});

describe("meetsGoals", () => {
  const summary = (ofReference: number, ofHealth?: number): CallSummary => ({
    app: run(1),
    reference: run(1),
    ofReference: { median: ofReference, min: ofReference, max: ofReference },
    ...(ofHealth === undefined ? {} : { ofHealth }),
  });

  it("holds a read to both ratios, at their edges", () => {
    expect(meetsGoals("credits", summary(API_GOALS.ofReference, API_GOALS.ofHealth))).toBe(true);
    expect(meetsGoals("credits", summary(0.79, 0.9))).toBe(false);
    expect(meetsGoals("info", summary(0.95, 0.39))).toBe(false);
    // A read measured without its health is not taken as meeting the health goal.
    expect(meetsGoals("info", summary(0.95))).toBe(false);
  });

  it("holds a deposit to the reference only", () => {
    expect(meetsGoals("deposit", summary(0.8))).toBe(true);
    expect(meetsGoals("deposit", summary(0.79))).toBe(false);
  });
});

describe("ratioText", () => {
  it("never prints a missed ratio as its goal", () => {
    expect(ratioText(0.7988, 0.8)).toBe("0.799");
    expect(ratioText(0.8, 0.8)).toBe("0.80");
    expect(ratioText(0.8312, 0.8)).toBe("0.83");
    expect(ratioText(0.7349, 0.8)).toBe("0.73");
    expect(ratioText(0.3951, 0.4)).toBe("0.395");
  });
});
