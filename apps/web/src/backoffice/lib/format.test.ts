// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { TFunction } from "@/lib/translator";
import { formatAge, formatKip, intlLocale } from "./format";

describe("formatAge", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const t = ((key: string, values: { count: number }) => `${key}:${values.count}`) as unknown as TFunction;
  it("says how long ago in the largest whole unit", () => {
    expect(formatAge(t, "2026-11-22T09:59:30Z", now)).toBe("age.seconds:30");
    expect(formatAge(t, "2026-11-22T09:48:00Z", now)).toBe("age.minutes:12");
    expect(formatAge(t, "2026-11-22T06:59:00Z", now)).toBe("age.hours:3");
    expect(formatAge(t, "2026-11-20T10:00:00Z", now)).toBe("age.days:2");
  });

  it("never says a time to come, whatever the clocks", () => {
    expect(formatAge(t, "2026-11-22T10:00:05Z", now)).toBe("age.seconds:0");
  });
});

describe("formatKip", () => {
  it("groups whole kip and names the currency", () => {
    expect(formatKip("64000")).toMatch(/^64.000 LAK$/);
  });
});

describe("intlLocale", () => {
  it("maps the app's language codes and falls back to Lao", () => {
    expect(intlLocale("cn")).toBe("zh-CN");
    expect(intlLocale("xx")).toBe("lo-LA");
  });
});
