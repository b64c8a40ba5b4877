import type { Protection } from "@kham/contract";

/** A player's protection as the server answers it: no limits, no reminder, an empty session. */
export function protectionOf(overrides: Partial<Protection> = {}): Protection {
  return {
    limits: {
      deposit: { daily: null, weekly: null, monthly: null },
      loss: { daily: null, weekly: null, monthly: null },
    },
    pending: [],
    usage: {
      deposit: { daily: "0.00", weekly: "0.00", monthly: "0.00" },
      loss: { daily: "0.00", weekly: "0.00", monthly: "0.00" },
    },
    reminderMinutes: null,
    exclusion: null,
    session: {
      sessionStartedAt: "2026-03-02T10:00:00.000Z",
      deposits: "0.00",
      withdrawals: "0.00",
      net: "0.00",
    },
    ...overrides,
  };
}
