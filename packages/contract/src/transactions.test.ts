import { describe, expect, it } from "vitest";
import { statusColour } from "./transactions.ts";

describe("statusColour", () => {
  it.each([
    ["OPEN", "grey"],
    ["PAID", "yellow"],
    ["SUCCESS", "green"],
    ["FAILED", "red"],
    ["CANCELED", "red"],
    ["REJECTED", "red"],
    ["SOMETHING_NEW", "grey"],
  ])("%s is %s", (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});
