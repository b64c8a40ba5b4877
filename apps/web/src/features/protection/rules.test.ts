// @vitest-environment node
import { describe, expect, it } from "vitest";
import { changeWaits, limitInKip, nextRealityCheck, pendingState, timeOnSite, usedPercent } from "./rules";

const rates = [
  { currency: "LAK" as const, buy: "640", sell: "660" },
  { currency: "THB" as const, buy: "1", sell: "1" },
];

describe("limitInKip", () => {
  it("costs the limit's credit at today's sell rate", () => {
    expect(limitInKip("1000.00", rates)).toBe("660000");
  });

  it("is unknown without a limit or a kip rate", () => {
    expect(limitInKip(null, rates)).toBeUndefined();
    expect(limitInKip("1000", undefined)).toBeUndefined();
    expect(limitInKip("1000", [{ currency: "THB", buy: "1", sell: "1" }])).toBeUndefined();
  });
});

describe("usedPercent", () => {
  it("is the used share of the limit in whole percent, never past 100", () => {
    expect(usedPercent("300.00", "1000.00")).toBe(30);
    expect(usedPercent("999.99", "1000")).toBe(99);
    expect(usedPercent("1500", "1000")).toBe(100);
    expect(usedPercent("0", "1000")).toBe(0);
  });

  it("draws no bar without a limit", () => {
    expect(usedPercent("300", null)).toBe(0);
  });
});

describe("changeWaits", () => {
  it("applies a new limit or a lower one at once", () => {
    expect(changeWaits(null, "500")).toBe(false);
    expect(changeWaits("1000", "500")).toBe(false);
    expect(changeWaits("1000", "1000.00")).toBe(false);
  });

  it("makes a raise or a removal wait", () => {
    expect(changeWaits("1000", "1000.01")).toBe(true);
    expect(changeWaits("1000", null)).toBe(true);
  });
});

describe("pendingState", () => {
  const pending = { appliesAt: "2026-03-02T10:00:00.000Z", confirmBy: "2026-03-09T10:00:00.000Z" };

  it("waits its 24 hours, may be confirmed for 7 days, then lapses", () => {
    expect(pendingState(pending, Date.parse("2026-03-02T09:59:59.000Z"))).toBe("waiting");
    expect(pendingState(pending, Date.parse("2026-03-02T10:00:00.000Z"))).toBe("confirmable");
    expect(pendingState(pending, Date.parse("2026-03-09T10:00:00.000Z"))).toBe("confirmable");
    expect(pendingState(pending, Date.parse("2026-03-09T10:00:00.001Z"))).toBe("lapsed");
  });
});

describe("nextRealityCheck", () => {
  const start = "2026-03-02T10:00:00.000Z";

  it("falls on whole multiples of the reminder from the session's start, not from now", () => {
    expect(nextRealityCheck(start, 15, Date.parse("2026-03-02T10:07:00.000Z"))).toEqual({
      index: 1,
      at: Date.parse("2026-03-02T10:15:00.000Z"),
    });
    expect(nextRealityCheck(start, 15, Date.parse("2026-03-02T10:52:00.000Z"))).toEqual({
      index: 4,
      at: Date.parse("2026-03-02T11:00:00.000Z"),
    });
  });

  it("moves on to the next one at the very moment one is due", () => {
    expect(nextRealityCheck(start, 30, Date.parse("2026-03-02T10:30:00.000Z"))?.index).toBe(2);
  });

  it("has none for a start it cannot read", () => {
    expect(nextRealityCheck("not a time", 15, Date.now())).toBeUndefined();
  });
});

describe("timeOnSite", () => {
  it("counts whole hours and minutes since the session started", () => {
    const start = "2026-03-02T10:00:00.000Z";
    expect(timeOnSite(start, Date.parse("2026-03-02T11:15:59.000Z"))).toEqual({ hours: 1, minutes: 15 });
    expect(timeOnSite(start, Date.parse("2026-03-02T10:30:00.000Z"))).toEqual({ hours: 0, minutes: 30 });
  });
});
