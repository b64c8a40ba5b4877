// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayMonth, longDay, shortDay } from "./format";

afterEach(() => vi.restoreAllMocks());

/** A browser like Chromium, whose Intl has no Lao and would fall back to English. */
function withoutLaoIntl() {
  const supported = Intl.DateTimeFormat.supportedLocalesOf;
  vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation((locales, options) =>
    supported(locales, options).filter((locale) => !locale.startsWith("lo")),
  );
}

describe("the dashboard's days", () => {
  it("are written in Lao even where the browser's Intl has no Lao", () => {
    withoutLaoIntl();
    expect(longDay("2026-12-02", "lo")).toBe("ພຸດ 2 ທ.ວ.");
    expect(dayMonth("2026-11-03", "lo")).toBe("3 ພ.ຈ.");
    expect(shortDay("2026-11-22", "lo")).toBe("22/11");
    expect(longDay("2026-12-02", "lo")).not.toMatch(/Wed|Dec/);
  });

  it("are the same as CLDR's Lao where Intl has it (Node's full ICU)", () => {
    const cldr = (options: Intl.DateTimeFormatOptions, date: string) =>
      new Intl.DateTimeFormat("lo-LA", { ...options, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
    const dates = Array.from(
      { length: 12 },
      (_, month) => `2026-${String(month + 1).padStart(2, "0")}-0${(month % 7) + 1}`,
    );
    const fromIntl = dates.map((date) => [longDay(date, "lo"), dayMonth(date, "lo")]);
    withoutLaoIntl();
    const ours = dates.map((date) => [longDay(date, "lo"), dayMonth(date, "lo")]);
    expect(ours).toEqual(fromIntl);
    expect(ours[0]![0]).toBe(cldr({ weekday: "short", day: "numeric", month: "short" }, dates[0]!));
  });

  it("follow the staff member's other languages through Intl", () => {
    expect(longDay("2026-12-02", "th")).toBe(
      new Intl.DateTimeFormat("th-TH", {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }).format(new Date("2026-12-02T00:00:00Z")),
    );
    expect(longDay("2026-12-02", "vn")).not.toMatch(/Wed|Dec/);
  });
});
