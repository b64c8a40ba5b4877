import type { DepositOrder } from "@kham/contract";

/** An open order of 66,000 kip (100 credit) to gclub, as the API answers it; shared by the deposit tests. */
export function depositOrderOf(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    code: "D1",
    provider: "gclub",
    currency: "LAK",
    amount: "66000",
    credit: "100.00",
    bonus: "0.00",
    rate: "660",
    status: "OPEN",
    bankCode: "BCEL",
    mid: "BCEL01",
    expiresAt: "2026-01-01T10:15:00Z",
    createdAt: "2026-01-01T10:00:00Z",
    updatedAt: "2026-01-01T10:00:00Z",
    ...overrides,
  };
}
