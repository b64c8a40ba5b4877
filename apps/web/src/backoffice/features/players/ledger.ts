import type { LedgerEntry } from "./api/get-player";

/** A payout records money sent to the bank in LAK and moves no credit. */
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
