import { type Currency, type DepositOrder, formatAmount, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { AppContext } from "../context.ts";
import { staffChannel } from "../events/service.ts";
import type { DepositOrderRow } from "./repository.ts";

export function toDepositOrder(row: DepositOrderRow): DepositOrder {
  const currency = row.currency as Currency;
  return {
    code: row.code,
    provider: row.provider as Provider,
    currency,
    amount: formatAmount(row.amount, currency) ?? row.amount,
    credit: new Decimal(row.credit).toFixed(2),
    bonus: new Decimal(row.bonus).toFixed(2),
    rate: new Decimal(row.rate).toFixed(),
    status: row.status,
    bankCode: row.bankCode,
    mid: row.mid,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tells the player's open pages; called after the commit, and a lost event only delays the screen. */
export async function publishDepositUpdated(context: AppContext, row: DepositOrderRow): Promise<void> {
  const data = { order: toDepositOrder(row) };
  try {
    await context.events.publishAll([
      { playerId: row.playerId, name: "deposit.updated", data },
      { playerId: staffChannel(row.agencyId), name: "deposit.updated", data },
    ]);
  } catch (error) {
    context.log.warn({ err: error, order: row.code }, "deposit event not published");
  }
}
