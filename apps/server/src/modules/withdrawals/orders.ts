import type { PayoutProof, Provider, WithdrawalOrder } from "@kham/contract";
import Decimal from "decimal.js";
import type { AppContext } from "../context.ts";
import { staffChannel } from "../events/service.ts";
import { playerRefusal } from "../wallets/service.ts";
import type { WithdrawalOrderRow } from "./repository.ts";

const money = (value: string) => new Decimal(value).toFixed(2);

export function toWithdrawalOrder(row: WithdrawalOrderRow): WithdrawalOrder {
  return {
    code: row.code,
    provider: row.provider as Provider,
    amount: money(row.amount),
    creditReceived: money(row.creditReceived),
    creditReturned: money(row.creditReturned),
    bonusDeducted: money(row.bonusDeducted),
    payout: new Decimal(row.payout).toFixed(0),
    payoutCurrency: "LAK",
    rate: new Decimal(row.rate).toFixed(),
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    status: row.status,
    // The column also keeps why a transfer failed, for staff: only a rejection's words are the player's.
    reason: row.status === "REJECTED" ? row.reason : null,
    failure: row.status === "FAILED" ? playerRefusal(row.reason) : null,
    payoutProof: payoutProof(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function payoutProof(row: WithdrawalOrderRow): PayoutProof | null {
  if (row.payoutReference === null || row.paidAt === null) return null;
  return {
    reference: row.payoutReference,
    paidAt: row.paidAt.toISOString(),
    ...(row.payoutSlipUrl === null ? {} : { slipUrl: row.payoutSlipUrl }),
  };
}

/** Tells the player's open pages; called after the commit, and a lost event only delays the screen. */
export async function publishWithdrawalUpdated(context: AppContext, row: WithdrawalOrderRow) {
  const data = { order: toWithdrawalOrder(row) };
  try {
    await context.events.publishAll([
      { playerId: row.playerId, name: "withdrawal.updated", data },
      { playerId: staffChannel(row.agencyId), name: "withdrawal.updated", data },
    ]);
  } catch (error) {
    context.log.warn({ err: error, order: row.code }, "withdrawal event not published");
  }
}
