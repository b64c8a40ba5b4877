// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validationText } from "./messages";

const t = (key: string) => `«${key}»`;

describe("validationText", () => {
  it("translates the contract's message keys", () => {
    expect(validationText(t, "validation.bank_required")).toBe("«validation.bank_required»");
    expect(validationText(t, "errors.AMOUNT_OUT_OF_RANGE")).toBe("«errors.AMOUNT_OUT_OF_RANGE»");
  });

  it("never shows a library's own English sentence", () => {
    expect(validationText(t, "Invalid input: expected string, received null")).toBe(
      "«errors.VALIDATION_ERROR»",
    );
  });
});
