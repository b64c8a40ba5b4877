// @vitest-environment node
import { type Language, numberSeparators } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { editGrouped, showGrouped } from "./grouped-amount";

const lo = numberSeparators.lo;
const th = numberSeparators.th;

/** Types `keys` one at a time at the end of the field, as a player would. */
function typeInto(keys: string, decimals: number, language: Language) {
  let field = { display: "", plain: "", caret: 0 };
  for (const key of keys) {
    const after = field.display.slice(0, field.caret) + key + field.display.slice(field.caret);
    field = editGrouped(field.display, after, field.caret + 1, decimals, numberSeparators[language]);
  }
  return field;
}

describe("editGrouped", () => {
  it.each([
    ["lo", "1000000", 0, "1.000.000", "1000000"],
    ["vn", "1000000", 0, "1.000.000", "1000000"],
    ["th", "1000000", 0, "1,000,000", "1000000"],
    ["cn", "1000000", 0, "1,000,000", "1000000"],
    ["lo", "1234.5", 2, "1.234,5", "1234.5"],
    ["lo", "1234,56", 2, "1.234,56", "1234.56"],
    ["vn", "1234,567", 2, "1.234,56", "1234.56"],
    ["th", "1234.56", 2, "1,234.56", "1234.56"],
    ["cn", "1234,5", 2, "1,234.5", "1234.5"],
  ] as const)(
    "in %s, typing %s (%i places) shows %s and sends %s",
    (language, keys, decimals, shown, sent) => {
      const field = typeInto(keys, decimals, language);
      expect(field.display).toBe(shown);
      expect(field.plain).toBe(sent);
      expect(field.caret).toBe(shown.length);
    },
  );

  it("drops a point in a whole-number field and anything that is not a digit", () => {
    expect(typeInto("12.5x0", 0, "lo")).toMatchObject({ display: "1.250", plain: "1250" });
  });

  it("keeps a trailing point on screen while the form holds the whole number", () => {
    expect(typeInto("1000.", 2, "lo")).toMatchObject({ display: "1.000,", plain: "1000" });
    expect(typeInto("1000.", 2, "th")).toMatchObject({ display: "1,000.", plain: "1000" });
  });

  it("reads Lao and Thai digits from a phone's keyboard", () => {
    expect(typeInto("໕໐໐໐", 0, "lo").plain).toBe("5000");
    expect(typeInto("๕๐๐๐", 0, "th").plain).toBe("5000");
  });

  it("keeps the caret after the same digit when a digit is typed in the middle", () => {
    // "1.000" with the caret after "1"; "2" typed there.
    const field = editGrouped("1.000", "12.000", 2, 0, lo);
    expect(field).toEqual({ display: "12.000", plain: "12000", caret: 2 });
    const regroup = editGrouped("100.000", "1005.000", 4, 0, lo);
    expect(regroup).toEqual({ display: "1.005.000", plain: "1005000", caret: 5 });
  });

  it("deletes the digit before a group separator that backspace reached", () => {
    // "1.000.000", caret after the second separator; the browser removed only the separator.
    const field = editGrouped("1.000.000", "1.000000", 5, 0, lo, "backward");
    expect(field).toEqual({ display: "100.000", plain: "100000", caret: 3 });
  });

  it("reads a paste by its shape: three digits after a separator are a group", () => {
    expect(editGrouped("", "1,000,000 LAK", 13, 0, lo).plain).toBe("1000000");
    expect(editGrouped("", "1.000.000", 9, 0, th).plain).toBe("1000000");
    expect(editGrouped("", "1,500.50", 8, 2, lo).plain).toBe("1500.50");
    expect(editGrouped("", "1.500,5", 7, 2, th).plain).toBe("1500.5");
  });

  it("reads a Lao point as a group separator in text it showed itself", () => {
    // The server showed "50.000"; a "1" typed at its end before the app was live.
    expect(editGrouped("50.000", "50.0001", 7, 0, lo).plain).toBe("500001");
  });

  it("writes leading zeros away, but keeps 0 before a fraction", () => {
    expect(typeInto("007", 0, "lo")).toMatchObject({ display: "7", plain: "7" });
    expect(typeInto("0.5", 2, "lo")).toMatchObject({ display: "0,5", plain: "0.5" });
  });
});

describe("showGrouped", () => {
  it("shows the form's plain value grouped in each language", () => {
    expect(showGrouped("50000", 0, lo)).toBe("50.000");
    expect(showGrouped("50000", 0, th)).toBe("50,000");
    expect(showGrouped("100.00", 2, numberSeparators.vn)).toBe("100,00");
    expect(showGrouped("100.00", 2, numberSeparators.cn)).toBe("100.00");
    expect(showGrouped("", 2, lo)).toBe("");
  });
});
