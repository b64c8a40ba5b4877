import {
  type Currency,
  currencyScale,
  type DepositStatus,
  defaultDepositLimits,
  defaultWithdrawalLimits,
} from "@kham/contract";
import Decimal from "decimal.js";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  agencyBanks,
  amountLimits,
  depositOrders,
  exchangeRates,
  paymentMethods,
  players,
} from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { type AgencyRow, findAgencyByCode } from "../agency/repository.ts";
import { toDepositOrder } from "../deposits/orders.ts";
import { toPaymentMethod } from "../payment-methods/repository.ts";
import { findPlayerByUsername } from "../players/repository.ts";
import { listExchangeRates } from "../rates/repository.ts";

export async function agencyOf(db: Db, code: string): Promise<AgencyRow> {
  const agency = await findAgencyByCode(db, code);
  if (agency === undefined) throw new AppError("NOT_FOUND", `No agency ${code}`);
  return agency;
}

export async function listAgencyDeposits(db: Db, agency: AgencyRow, status: DepositStatus | undefined) {
  const rows = await db
    .select({ order: depositOrders, username: players.username })
    .from(depositOrders)
    .innerJoin(players, eq(players.id, depositOrders.playerId))
    .where(
      and(
        eq(depositOrders.agencyId, agency.id),
        status === undefined ? undefined : eq(depositOrders.status, status),
      ),
    )
    .orderBy(desc(depositOrders.createdAt))
    .limit(500);
  return rows.map((row) => ({ ...toDepositOrder(row.order), username: row.username }));
}

export async function setPlayerBlocked(db: Db, agency: AgencyRow, username: string, blocked: boolean) {
  const player = await findPlayerByUsername(db, agency.id, username);
  if (player === undefined) throw new AppError("NOT_FOUND", `No player ${username}`);
  await db.update(players).set({ blocked }).where(eq(players.id, player.id));
  return { playerId: player.id, username: player.username, blocked };
}

export async function setExchangeRate(
  db: Db,
  agency: AgencyRow,
  rate: { currency: Currency; buy: string; sell: string },
) {
  await db
    .insert(exchangeRates)
    .values({ agencyId: agency.id, ...rate })
    .onConflictDoUpdate({
      target: [exchangeRates.agencyId, exchangeRates.currency],
      set: { buy: rate.buy, sell: rate.sell, updatedAt: new Date() },
    });
  return listExchangeRates(db, agency.id);
}

/**
 * Design §12: deposit bounds per currency (in its units), withdrawal bounds in credit (kept as
 * currency THB). An unset side keeps its current or default value; min above max is refused.
 */
export async function setAmountLimits(
  db: Db,
  agency: AgencyRow,
  change: { kind: "deposit" | "withdraw"; currency: Currency; min?: string; max?: string },
) {
  const currency = change.kind === "withdraw" ? "THB" : change.currency;
  const [current] = await db
    .select({ min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(
      and(
        eq(amountLimits.agencyId, agency.id),
        eq(amountLimits.kind, change.kind),
        eq(amountLimits.currency, currency),
      ),
    );
  const base =
    current ?? (change.kind === "withdraw" ? defaultWithdrawalLimits : defaultDepositLimits[currency]);
  const places = change.kind === "withdraw" ? 2 : currencyScale[currency];
  const min = new Decimal(change.min ?? base.min).toFixed(places);
  const max = new Decimal(change.max ?? base.max).toFixed(places);
  if (new Decimal(min).gt(max)) {
    throw new AppError("VALIDATION_ERROR", "The minimum is above the maximum", {
      min: "admin.min_above_max",
    });
  }
  await db
    .insert(amountLimits)
    .values({ agencyId: agency.id, kind: change.kind, currency, min, max })
    .onConflictDoUpdate({
      target: [amountLimits.agencyId, amountLimits.kind, amountLimits.currency],
      set: { min, max },
    });
  return { kind: change.kind, currency, min, max };
}

export async function addPaymentMethod(
  db: Db,
  agency: AgencyRow,
  method: { code: string; mid: string; name: string; currency: Currency },
) {
  const [bank] = await db
    .select({ code: agencyBanks.code })
    .from(agencyBanks)
    .where(and(eq(agencyBanks.agencyId, agency.id), eq(agencyBanks.code, method.code)));
  if (bank === undefined) {
    throw new AppError("VALIDATION_ERROR", `${method.code} is not one of the agency's banks`, {
      code: "admin.bank_unknown",
    });
  }
  const [row] = await db
    .insert(paymentMethods)
    .values({
      agencyId: agency.id,
      bankCode: method.code,
      mid: method.mid,
      displayName: method.name,
      currency: method.currency,
      enabled: true,
    })
    .onConflictDoUpdate({
      target: [paymentMethods.agencyId, paymentMethods.mid, paymentMethods.currency],
      set: { bankCode: method.code, displayName: method.name, enabled: true },
    })
    .returning();
  return toPaymentMethod(row!);
}

export async function disablePaymentMethod(db: Db, agency: AgencyRow, mid: string) {
  const rows = await db
    .update(paymentMethods)
    .set({ enabled: false })
    .where(and(eq(paymentMethods.agencyId, agency.id), eq(paymentMethods.mid, mid)))
    .returning();
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No payment method ${mid}`);
  return rows.map(toPaymentMethod);
}
