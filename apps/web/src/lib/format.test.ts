// @vitest-environment node
import type { Language } from "@kham/contract";
import { describe, expect, it } from "vitest";
import {
  formatCredit,
  formatDateTime,
  formatLaoDateTime,
  formatNumber,
  groupAccountNumber,
  localDay,
} from "./format";

describe("formatLaoDateTime", () => {
  it("writes the moment in Lao time to the minute, whatever the device's zone", () => {
    // Midnight in Laos is 17:00 UTC the day before.
    expect(formatLaoDateTime("2026-03-01T17:00:00.000Z", "lo")).toBe("02/03/2026 00:00");
    expect(formatLaoDateTime("2026-03-01T17:00:00.000Z", "vn")).toBe("02/03/2026 00:00");
    expect(formatLaoDateTime("2026-03-01T17:00:00.000Z", "th")).toBe("02/03/2026 00:00");
  });

  it("puts the year first in Chinese", () => {
    expect(formatLaoDateTime("2026-12-31T16:59:00.000Z", "cn")).toBe("2026年12月31日 23:59");
  });
});

describe("formatDateTime", () => {
  it("shows DD/MM/YYYY HH:mm:ss in local time", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe("05/01/2026 07:03:09");
    const iso = new Date(2025, 11, 31, 23, 59, 58).toISOString();
    expect(formatDateTime(iso)).toBe("31/12/2025 23:59:58");
  });

  it("shows a moment at a fixed offset from UTC when given one, whatever the device's zone", () => {
    expect(formatDateTime("2026-03-05T20:08:07Z", 7 * 60)).toBe("06/03/2026 03:08:07");
    expect(formatDateTime("2026-12-31T23:30:00Z", 0)).toBe("31/12/2026 23:30:00");
    expect(formatDateTime("2026-01-01T02:00:00Z", -5 * 60)).toBe("31/12/2025 21:00:00");
    expect(formatDateTime("0001-01-01T00:00:00Z", 7 * 60)).toBe("N/A");
  });

  it("shows the placeholder date 0001-01-01 as N/A", () => {
    expect(formatDateTime("0001-01-01T00:00:00Z")).toBe("N/A");
    expect(formatDateTime("0001-01-01")).toBe("N/A");
  });

  it("shows missing or invalid dates as N/A", () => {
    expect(formatDateTime(null)).toBe("N/A");
    expect(formatDateTime("")).toBe("N/A");
    expect(formatDateTime("not a date")).toBe("N/A");
  });
});

describe("numbers", () => {
  it("use the Lao locale", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatNumber("66000")).toBe("66.000");
  });

  it("show credit with two decimals", () => {
    expect(formatCredit("1500.50")).toBe("1.500,50");
    expect(formatCredit("0.00")).toBe("0,00");
  });

  it("read the Thai and Chinese way in Thai and Chinese, the Lao way in Lao and Vietnamese", () => {
    expect(formatNumber("100000", "lo")).toBe("100.000");
    expect(formatNumber("100000", "vn")).toBe("100.000");
    expect(formatNumber("100000", "th")).toBe("100,000");
    expect(formatNumber("100000", "cn")).toBe("100,000");
    expect(formatCredit("151.51", "lo")).toBe("151,51");
    expect(formatCredit("151.51", "vn")).toBe("151,51");
    expect(formatCredit("151.51", "th")).toBe("151.51");
    expect(formatCredit("3000.00", "cn")).toBe("3,000.00");
    expect(formatCredit("0.00", "th")).toBe("0.00");
    expect(formatCredit("0.00", "lo")).toBe("0,00");
  });

  // Written by hand instead of with Intl.NumberFormat, whose locale data costs a slow phone's
  // first render: it must answer exactly as Intl does in each interface language.
  const intlTags: Record<Language, string> = { lo: "lo-LA", vn: "vi", th: "th", cn: "zh-CN" };
  it.each(Object.entries(intlTags) as [Language, string][])(
    "read as Intl.NumberFormat writes them in %s",
    (language, tag) => {
      const number = new Intl.NumberFormat(tag);
      const money = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const values = [
        0,
        -0,
        1,
        9,
        10,
        999,
        1000,
        9999.9999,
        12345.678,
        1234567.891,
        -1234.5,
        0.0005,
        0.005,
        0.015,
        1.005,
        2.675,
        999.995,
        999.9995,
        1234.125,
        0.125,
        1e21,
        1.2345e25,
        1.5e-7,
        -0.001,
        640,
        66000,
        Number.MAX_SAFE_INTEGER,
      ];
      // A seeded walk over magnitudes from 10^-4 to 10^12, with up to four decimals.
      let seed = 7;
      for (let index = 0; index < 2000; index++) {
        seed = (seed * 16807) % 2147483647;
        const scale = 10 ** ((seed % 17) - 4);
        values.push(Math.round((seed / 2147483647) * scale * 10000) / 10000);
      }
      for (const value of values) {
        expect(formatNumber(value, language), String(value)).toBe(number.format(value));
        const text = String(value);
        expect(formatNumber(text, language), `"${text}"`).toBe(number.format(Number(text)));
        expect(formatCredit(text, language), `credit "${text}"`).toBe(money.format(Number(text)));
        expect(formatCredit((-value).toFixed(2), language), `credit ${-value}`).toBe(
          money.format(Number((-value).toFixed(2))),
        );
      }
      for (const text of ["", " 12 ", "1e3", "+5", "007", ".5", "5.", "-0.00", "0x10"])
        expect(formatNumber(text, language), `"${text}"`).toBe(number.format(Number(text)));
    },
  );

  it("round a decimal string as written, not through a float", () => {
    expect(formatCredit("123456789012345678.995")).toBe("123.456.789.012.345.679,00");
    expect(formatCredit("0.125")).toBe("0,13");
  });

  it("leave a non-number as it is", () => {
    expect(formatNumber("abc")).toBe("abc");
    expect(formatCredit("—")).toBe("—");
  });
});

describe("groupAccountNumber", () => {
  it("groups an account number in fours, leaving the rest at the end", () => {
    expect(groupAccountNumber("123456789012")).toBe("1234 5678 9012");
    expect(groupAccountNumber("1234567890")).toBe("1234 5678 90");
  });
});

describe("localDay", () => {
  it("is YYYY-MM-DD of the local date", () => {
    expect(localDay(new Date(2026, 10, 2, 23, 0))).toBe("2026-11-02");
  });
});
