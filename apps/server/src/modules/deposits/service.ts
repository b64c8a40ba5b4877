import type { DepositOrder, DepositStatus } from "@kham/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { depositOrders, isOpenDepositOrder } from "../../db/schema/deposits.ts";
import type { AppContext } from "../context.ts";
import { publishDepositUpdated, toDepositOrder } from "./orders.ts";
import {
  cancelOpenOrder,
  type DepositOrderRow,
  latestPlayerDeposits,
  listAgencyDepositRows,
  listOpenDeposits,
  listPlayerDeposits,
} from "./repository.ts";

export async function depositHistory(db: Db, playerId: string, paging: { page: number; pageSize: number }) {
  const { items, total } = await listPlayerDeposits(db, playerId, paging);
  return { items: items.map(toDepositOrder), ...paging, total };
}

/** The player's open deposit orders (at most one), as the API answers them. */
export async function openDepositOrders(db: Db, playerId: string): Promise<DepositOrder[]> {
  return (await listOpenDeposits(db, playerId)).map(toDepositOrder);
}

export async function listAgencyDeposits(
  db: Db,
  agency: AgencyRow,
  query: Parameters<typeof listAgencyDepositRows>[2],
) {
  const { items, total } = await listAgencyDepositRows(db, agency.id, query);
  return {
    items: items.map((row) => ({
      ...toDepositOrder(row.order),
      username: row.username,
      failureReason: row.order.failureReason,
      pastPlayerLimit: row.order.pastPlayerLimit,
    })),
    total,
  };
}

export async function playerDepositsForStaff(db: Db, playerId: string, limit = 20) {
  return (await latestPlayerDeposits(db, playerId, limit)).map(toDepositOrder);
}

// What the promotions module asks about a player's deposits.

/** Whether the player has a deposit waiting for payment or credit (the one-open-order rule's "open"). */
export async function hasOpenDeposit(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), isOpenDepositOrder))
    .limit(1);
  return row !== undefined;
}

export async function hasSuccessfulDeposit(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), eq(depositOrders.status, "SUCCESS")))
    .limit(1);
  return row !== undefined;
}

/** The deposits made for a usage, by status. */
export async function usageDeposits(db: Db, usageId: string) {
  return db
    .select({ code: depositOrders.code, status: depositOrders.status, bonus: depositOrders.bonus })
    .from(depositOrders)
    .where(eq(depositOrders.promotionUsageId, usageId));
}

/** Whether the usage has a deposit in one of `statuses`. */
async function hasUsageDeposit(db: Db, usageId: string, statuses: DepositStatus[]) {
  const [row] = await db
    .select({ code: depositOrders.code })
    .from(depositOrders)
    .where(and(eq(depositOrders.promotionUsageId, usageId), inArray(depositOrders.status, statuses)))
    .limit(1);
  return row !== undefined;
}

/** Until the credit arrives nothing may end the usage: its bonus is decided and would escape the promotion's rules. */
export function usageDepositInFlight(db: Db, usageId: string): Promise<boolean> {
  return hasUsageDeposit(db, usageId, ["PAID"]);
}

/** Whether the usage's promotion deposit is made: credited, or paid and being credited. */
export function usageDeposited(db: Db, usageId: string): Promise<boolean> {
  return hasUsageDeposit(db, usageId, ["PAID", "SUCCESS"]);
}

/**
 * Cancels the player's OPEN orders in the caller's transaction (a player starting an exclusion).
 * The gateway is not asked first: each order's watch keeps its late checks, so a payment still comes in.
 */
export async function cancelOpenDepositsIn(tx: Db, playerId: string, now: Date): Promise<DepositOrderRow[]> {
  const open = await listOpenDeposits(tx, playerId);
  const canceled: DepositOrderRow[] = [];
  for (const order of open) {
    if (order.status !== "OPEN") continue;
    const row = await cancelOpenOrder(tx, order.code, "PLAYER", now);
    if (row !== undefined) canceled.push(row);
  }
  return canceled;
}

/** Tells the player's pages and staff of orders cancelled in a committed transaction. */
export async function publishDepositsCanceled(context: AppContext, orders: DepositOrderRow[]): Promise<void> {
  for (const order of orders) await publishDepositUpdated(context, order);
}
