// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  categoryTabSearch,
  optionalText,
  pageSearch,
  pagingDeps,
  positiveInteger,
  providerSearch,
} from "./search-params";

describe("optionalText", () => {
  it("keeps a short string", () => {
    expect(optionalText("Slot", 32)).toBe("Slot");
  });

  it("drops anything else, empty or too long", () => {
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText(42)).toBeUndefined();
    expect(optionalText("")).toBeUndefined();
    expect(optionalText("x".repeat(33), 32)).toBeUndefined();
  });
});

describe("positiveInteger and pageSearch", () => {
  it("keep a whole number from 1, written or parsed", () => {
    expect(positiveInteger("3")).toBe(3);
    expect(positiveInteger(7)).toBe(7);
  });

  it("drop zero, fractions, text and values above the maximum", () => {
    for (const value of ["0", "1.5", "abc", -2, undefined]) expect(positiveInteger(value)).toBeUndefined();
    expect(positiveInteger("101", 100)).toBeUndefined();
  });

  it("read page and a page size of at most 100", () => {
    expect(pageSearch({ page: "2", pageSize: "20" })).toEqual({ page: 2, pageSize: 20 });
    expect(pageSearch({ page: "x", pageSize: "1000" })).toEqual({ page: undefined, pageSize: undefined });
  });

  it("give a history screen the URL's page, else the first page of ten", () => {
    expect(pagingDeps({ search: { page: 3, pageSize: 20 } })).toEqual({ page: 3, pageSize: 20 });
    expect(pagingDeps({ search: {} })).toEqual({ page: 1, pageSize: 10 });
  });
});

describe("categoryTabSearch", () => {
  it("keeps a category's tab, in the providers' spelling whatever the case it came in", () => {
    expect(categoryTabSearch({ tab: "Fish" })).toEqual({ tab: "Fish" });
    expect(categoryTabSearch({ tab: "chicken" })).toEqual({ tab: "Chicken" });
  });

  it("falls back to Slot for a missing or unknown tab", () => {
    for (const tab of [undefined, "", "Lottery", 1, ["Fish"]])
      expect(categoryTabSearch({ tab })).toEqual({ tab: "Slot" });
  });
});

describe("providerSearch", () => {
  it("keeps one of the four providers and drops anything else", () => {
    expect(providerSearch({ provider: "gclub_live" })).toEqual({ provider: "gclub_live" });
    for (const provider of [undefined, "GCLUB", "pgsoft", 2])
      expect(providerSearch({ provider })).toEqual({ provider: undefined });
  });
});
