// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareAudit, shownValue } from "./changes";

describe("an audit comparison", () => {
  it("marks the fields that changed and no others", () => {
    const { rows } = compareAudit(
      { code: "W1", status: "OPEN", amount: "100.00" },
      { code: "W1", status: "SUCCESS", amount: "100.00" },
    );
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual(["status"]);
  });

  it("compares nested values whole, whatever their key order", () => {
    const { rows } = compareAudit(
      { limits: { min: "1", max: "9" }, banks: ["BCEL"] },
      { limits: { max: "9", min: "1" }, banks: ["BCEL", "LDB"] },
    );
    expect(rows.find((row) => row.field === "limits")?.changed).toBe(false);
    expect(rows.find((row) => row.field === "banks")?.changed).toBe(true);
  });

  it("keeps fields only one side has", () => {
    const { rows } = compareAudit({ a: 1 }, { a: 1, b: 2 });
    expect(rows).toEqual([
      { field: "a", before: 1, after: 1, changed: false },
      { field: "b", before: undefined, after: 2, changed: true },
    ]);
  });

  it("marks nothing changed when no before was recorded", () => {
    const comparison = compareAudit(null, { username: "somchai", blocked: true });
    expect(comparison.hasBefore).toBe(false);
    expect(comparison.rows.map((row) => [row.field, row.changed])).toEqual([
      ["username", false],
      ["blocked", false],
    ]);
  });

  it("compares a value that is not an object as one row", () => {
    expect(compareAudit([1], [1, 2]).rows).toEqual([
      { field: null, before: [1], after: [1, 2], changed: true },
    ]);
    expect(compareAudit(null, null).rows).toEqual([]);
  });
});

describe("a shown value", () => {
  it("is indented JSON when nested, and plain otherwise", () => {
    expect(shownValue({ a: 1 })).toEqual({ text: '{\n  "a": 1\n}', nested: true });
    expect(shownValue("OPEN")).toEqual({ text: "OPEN", nested: false });
    expect(shownValue(false)).toEqual({ text: "false", nested: false });
    expect(shownValue(null)).toEqual({ text: "—", nested: false });
    expect(shownValue(undefined)).toBeUndefined();
  });
});
