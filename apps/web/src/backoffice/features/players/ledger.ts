import type { LedgerEntry } from "./api/get-player";

/**
 * Which way an entry moved credit for the player: in (a deposit's credit, a refund), out (a
 * withdrawal, a bonus taken back), or none: a payout records the money sent to the bank, in LAK,
 * and moves no credit.
 */
export function ledgerDirection(entry: Pick<LedgerEntry, "kind" | "amount">): "in" | "out" | "none" {
  if (entry.kind === "WITHDRAWAL_PAYOUT") return "none";
  const amount = Number(entry.amount);
  if (amount > 0) return "in";
  if (amount < 0) return "out";
  return "none";
}

/** The amount without its sign; the sign is drawn apart so it can be a proper minus. */
export function unsigned(amount: string): string {
  return amount.replace(/^[-+]/, "");
}
