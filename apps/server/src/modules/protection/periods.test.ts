import { describe, expect, it } from "vitest";
import { addLaoMonths, exclusionEnd, pendingWindow, periodBounds } from "./periods.ts";

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe("Lao calendar periods", () => {
  it("turns the day at 17:00 UTC, midnight in Vientiane", () => {
    expect(periodBounds("daily", at("2026-03-10T16:59:59.999Z"))).toEqual({
      start: at("2026-03-09T17:00:00Z"),
      end: at("2026-03-10T17:00:00Z"),
    });
    expect(periodBounds("daily", at("2026-03-10T17:00:00Z"))).toEqual({
      start: at("2026-03-10T17:00:00Z"),
      end: at("2026-03-11T17:00:00Z"),
    });
  });

  it("starts the week on the Lao Monday, even when it is still Sunday in UTC", () => {
    // Sunday 2026-03-15 17:00 UTC is Monday 00:00 in Laos.
    expect(periodBounds("weekly", at("2026-03-15T17:00:00Z"))).toEqual({
      start: at("2026-03-15T17:00:00Z"),
      end: at("2026-03-22T17:00:00Z"),
    });
    expect(periodBounds("weekly", at("2026-03-15T16:59:59Z")).start).toEqual(at("2026-03-08T17:00:00Z"));
  });

  it("runs the month from the Lao first to the next, February and leap years included", () => {
    expect(periodBounds("monthly", at("2026-01-31T17:00:00Z"))).toEqual({
      start: at("2026-01-31T17:00:00Z"),
      end: at("2026-02-28T17:00:00Z"),
    });
    expect(periodBounds("monthly", at("2028-02-15T00:00:00Z")).end).toEqual(at("2028-02-29T17:00:00Z"));
    expect(periodBounds("monthly", at("2026-12-31T17:30:00Z"))).toEqual({
      start: at("2026-12-31T17:00:00Z"),
      end: at("2027-01-31T17:00:00Z"),
    });
  });
});

describe("a raise's wait and window", () => {
  it("may be confirmed 24 hours after it was asked, for 7 days", () => {
    const { appliesAt, confirmBy } = pendingWindow(at("2026-03-10T10:00:00Z"));
    expect(appliesAt).toEqual(at("2026-03-11T10:00:00Z"));
    expect(confirmBy).toEqual(at("2026-03-18T10:00:00Z"));
  });
});

describe("an exclusion's end", () => {
  it("counts a cool-off in hours", () => {
    const now = at("2026-03-10T10:00:00Z");
    expect(iso(exclusionEnd({ kind: "COOL_OFF", period: "24h" }, now))).toBe("2026-03-11T10:00:00.000Z");
    expect(iso(exclusionEnd({ kind: "COOL_OFF", period: "7d" }, now))).toBe("2026-03-17T10:00:00.000Z");
    expect(iso(exclusionEnd({ kind: "COOL_OFF", period: "30d" }, now))).toBe("2026-04-09T10:00:00.000Z");
  });

  it("counts months on the Lao calendar, cutting the 31st to the month's last day", () => {
    // 31 August 10:00 in Laos.
    const now = at("2026-08-31T03:00:00Z");
    expect(iso(exclusionEnd({ kind: "SELF_EXCLUSION", period: "6m" }, now))).toBe("2027-02-28T03:00:00.000Z");
    expect(iso(exclusionEnd({ kind: "SELF_EXCLUSION", period: "1y" }, now))).toBe("2027-08-31T03:00:00.000Z");
    expect(iso(addLaoMonths(at("2027-08-31T03:00:00Z"), 6))).toBe("2028-02-29T03:00:00.000Z");
    expect(iso(exclusionEnd({ kind: "SELF_EXCLUSION", period: "5y" }, now))).toBe("2031-08-31T03:00:00.000Z");
  });

  it("reads the date in Laos, not in UTC: 31 August 20:00 UTC is already 1 September there", () => {
    // Lao 1 September 03:00 + 6 months is Lao 1 March 03:00, not a day cut to 28 February.
    expect(iso(addLaoMonths(at("2026-08-31T20:00:00Z"), 6))).toBe("2027-02-28T20:00:00.000Z");
  });

  it("has no end when permanent", () => {
    expect(
      exclusionEnd({ kind: "SELF_EXCLUSION", period: "permanent" }, at("2026-03-10T00:00:00Z")),
    ).toBeNull();
  });
});
