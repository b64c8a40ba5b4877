import type { ReconciliationRow } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { groupOf, laoDayBounds } from "./service.ts";

function row(overrides: Partial<ReconciliationRow>): ReconciliationRow {
  return {
    paymentId: "p",
    gateway: "phajay",
    reference: "TX",
    orderCode: "D1",
    creditOrderCode: null,
    username: "somchai",
    amount: "66000.00",
    currency: "LAK",
    paidAt: "2026-11-20T03:00:00.000Z",
    status: "CREDITED",
    unmatchedReason: null,
    resolution: null,
    orderStatus: "SUCCESS",
    ...overrides,
  };
}

describe("a payment's group", () => {
  it("is where its money is: in a game, owed to a known order, or waiting on staff's decision", () => {
    expect(groupOf(row({}))).toBe("credited");
    expect(groupOf(row({ orderStatus: "PAID" }))).toBe("waiting");
    expect(groupOf(row({ status: "RESOLVED", resolution: "CREDITED", creditOrderCode: "D2" }))).toBe(
      "credited",
    );
    expect(groupOf(row({ status: "RESOLVED", resolution: "CREDITED", orderStatus: "PAID" }))).toBe("waiting");
    expect(
      groupOf(row({ status: "UNMATCHED", unmatchedReason: "CREDIT_FAILED", orderStatus: "FAILED" })),
    ).toBe("waiting");
    for (const reason of [
      "UNKNOWN_ORDER",
      "AMOUNT_MISMATCH",
      "CURRENCY_MISMATCH",
      "ORDER_SETTLED",
    ] as const) {
      expect(groupOf(row({ status: "UNMATCHED", unmatchedReason: reason, orderStatus: "CANCELED" }))).toBe(
        "unmatched",
      );
    }
    expect(groupOf(row({ status: "RESOLVED", resolution: "REFUNDED", orderStatus: "CANCELED" }))).toBe(
      "unmatched",
    );
  });
});

describe("a Lao day", () => {
  it("runs from 17:00 UTC the day before to 17:00 UTC", () => {
    expect(laoDayBounds("2026-11-20")).toEqual({
      start: new Date("2026-11-19T17:00:00Z"),
      end: new Date("2026-11-20T17:00:00Z"),
    });
  });
});
