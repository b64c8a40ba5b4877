// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { isInUse, progressPercent, requirementMet, takeFailure, usageActionFailure } from "./rules";
import { usageOf, welcomePromotion } from "./test-data";

describe("isInUse", () => {
  it("is true only for a usage still in use", () => {
    expect(isInUse(usageOf())).toBe(true);
    expect(isInUse(usageOf({ status: "SUCCESS" }))).toBe(false);
    expect(isInUse(null)).toBe(false);
    expect(isInUse(undefined)).toBe(false);
  });
});

describe("progress toward the credit needed to withdraw", () => {
  it("is the credit as a whole share of the required credit, capped at 100", () => {
    expect(progressPercent("200.00", welcomePromotion)).toBe(33);
    expect(progressPercent("0.00", welcomePromotion)).toBe(0);
    expect(progressPercent("900.00", welcomePromotion)).toBe(100);
    expect(progressPercent(undefined, welcomePromotion)).toBeUndefined();
    expect(progressPercent("10", { requiredCredit: "0.00" })).toBe(100);
  });

  it("is met once the credit reaches the required credit exactly", () => {
    expect(requirementMet("599.99", welcomePromotion)).toBe(false);
    expect(requirementMet("600.00", welcomePromotion)).toBe(true);
    expect(requirementMet(undefined, welcomePromotion)).toBe(false);
  });
});

describe("takeFailure", () => {
  it("gives each refusal its catalogue message", () => {
    for (const code of [
      "PLAYER_BLOCKED",
      "PROMOTION_INACTIVE",
      "PROMOTION_USAGE",
      "PROMOTION_ALREADY_USED",
      "PROMOTION_ONLY_FOR_FIRST_ORDER",
      "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
    ] as const) {
      expect(takeFailure(new ApiError(422, code, "x")).key).toBe(`errors.${code}`);
    }
  });

  it("says the credit is already in play, the provider is not offered, or the promotion is gone", () => {
    expect(takeFailure(new ApiError(422, "PROMOTION_CREDIT_USED", "x")).key).toBe(
      "promotion.error.credit_in_play",
    );
    expect(takeFailure(new ApiError(400, "VALIDATION_ERROR", "x", { providerId: "p" })).key).toBe(
      "promotion.error.provider",
    );
    expect(takeFailure(new ApiError(404, "NOT_FOUND", "x")).key).toBe("promotion.error.not_found");
    expect(takeFailure(new TypeError("offline")).key).toBe("errors.NETWORK");
  });
});

describe("usageActionFailure", () => {
  it("asks to finish the promotion's deposit first, and says when it has already ended", () => {
    expect(usageActionFailure(new ApiError(422, "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN", "x")).key).toBe(
      "promotion.error.deposit_in_progress",
    );
    expect(usageActionFailure(new ApiError(409, "ALREADY_RESOLVED", "x")).key).toBe(
      "promotion.error.already_ended",
    );
    expect(usageActionFailure(new ApiError(500, "INTERNAL", "x")).key).toBe("errors.INTERNAL");
  });
});
