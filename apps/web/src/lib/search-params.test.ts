import { describe, expect, it } from "vitest";
import { optionalText } from "./search-params";

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
