import { describe, expect, it } from "vitest";
import { formatAge, formatKip, intlLocale } from "./format";

describe("formatAge", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  it("says how long ago in the largest whole unit", () => {
    expect(formatAge("2026-11-22T09:48:00Z", now, "vn")).toBe(
      new Intl.RelativeTimeFormat("vi-VN", { numeric: "auto", style: "short" }).format(-12, "minute"),
    );
    expect(formatAge("2026-11-22T07:00:00Z", now, "cn")).toBe(
      new Intl.RelativeTimeFormat("zh-CN", { numeric: "auto", style: "short" }).format(-3, "hour"),
    );
    expect(formatAge("2026-11-20T10:00:00Z", now, "th")).toBe(
      new Intl.RelativeTimeFormat("th-TH", { numeric: "auto", style: "short" }).format(-2, "day"),
    );
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
