import { defaultWithdrawalLimits, type Provider, type WithdrawalOrder } from "@kham/contract";
import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { amountLimits } from "../../db/schema.ts";
import type { WithdrawalsContext } from "./context.ts";
import type { WithdrawalOrderRow } from "./repository.ts";

const money = (value: string) => new Decimal(value).toFixed(2);

/** The order as the API answers it (design §9). */
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Design §9: the agency's bounds in credit (stored as kind "withdraw", currency THB), else the defaults. */
export async function withdrawalLimits(db: Db, agencyId: string): Promise<{ min: string; max: string }> {
  const [row] = await db
    .select({ min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(
      and(
        eq(amountLimits.agencyId, agencyId),
        eq(amountLimits.kind, "withdraw"),
        eq(amountLimits.currency, "THB"),
      ),
    )
    .limit(1);
  return row === undefined ? { ...defaultWithdrawalLimits } : { min: money(row.min), max: money(row.max) };
}

/** Tells the player's open pages; called after the commit, and a lost event only delays the screen. */
export async function publishWithdrawalUpdated(context: WithdrawalsContext, row: WithdrawalOrderRow) {
  try {
    await context.events.publish({
      playerId: row.playerId,
      name: "withdrawal.updated",
      data: { order: toWithdrawalOrder(row) },
    });
  } catch (error) {
    context.log.warn({ err: error, order: row.code }, "withdrawal event not published");
  }
}

export async function publishCredit(
  context: WithdrawalsContext,
  playerId: string,
  provider: Provider,
  balance: string,
) {
  try {
    await context.events.publish({
      playerId,
      name: "credit.updated",
      data: { provider, credit: { amount: balance, currency: "THB" } },
    });
  } catch (error) {
    context.log.warn({ err: error, playerId }, "credit event not published");
  }
}
