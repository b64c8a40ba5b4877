import type { WithdrawalOrder } from "@kham/contract";

/** An open withdrawal of 100 credit from gclub, as the API answers it; shared by the withdrawal tests. */
export function withdrawalOrderOf(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return {
    code: "W1",
    provider: "gclub",
    amount: "100.00",
    creditReceived: "100.00",
    creditReturned: "0.00",
    bonusDeducted: "0.00",
    payout: "64000",
    payoutCurrency: "LAK",
    rate: "640",
    bankName: "BCEL",
    accountName: "SOMSAK",
    accountNumber: "1234567890",
    status: "OPEN",
    reason: null,
    failure: null,
    payoutProof: null,
    createdAt: "2026-01-01T10:00:00Z",
    updatedAt: "2026-01-01T10:00:00Z",
    ...overrides,
  };
}
