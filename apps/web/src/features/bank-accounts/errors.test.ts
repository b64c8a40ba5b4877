// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { bankAccountFailure } from "./errors";

describe("bankAccountFailure", () => {
  it("shows an invalid account number next to the number", () => {
    expect(bankAccountFailure(new ApiError(422, "ACCOUNT_NOT_FOUND", "invalid"))).toEqual({
      fields: { accountNumber: "bank_account.error.account_not_found" },
    });
  });

  it("tells the player to contact staff when the account belongs to someone else", () => {
    expect(bankAccountFailure(new ApiError(409, "ACCOUNT_IN_USED", "used")).form).toBe(
      "bank_account.error.account_in_used",
    );
  });

  it("says the account was already added", () => {
    expect(bankAccountFailure(new ApiError(409, "BANK_ACCOUNT_EXISTS", "exists")).form).toBe(
      "bank_account.error.exists",
    );
  });

  it("puts the server's field reasons next to their fields, keeping contract keys", () => {
    const error = new ApiError(400, "VALIDATION_ERROR", "bad", {
      bankCode: "validation.bank_invalid",
      accountName: "Too long",
      other: "ignored",
    });
    expect(bankAccountFailure(error)).toEqual({
      fields: { bankCode: "validation.bank_invalid", accountName: "errors.VALIDATION_ERROR" },
    });
  });

  it("falls back to the generic message of other failures", () => {
    expect(bankAccountFailure(new TypeError("offline")).form).toBe("errors.NETWORK");
    expect(bankAccountFailure(new ApiError(500, "INTERNAL", "down")).form).toBe("errors.INTERNAL");
  });
});
