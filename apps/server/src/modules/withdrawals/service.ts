import type { WithdrawalOrder } from "@kham/contract";
import { and, eq, inArray, isNotNull, isNull, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { withdrawalOrders } from "../../db/schema/withdrawals.ts";
import { toWithdrawalOrder } from "./orders.ts";
import { latestPlayerWithdrawals, listOpenWithdrawals, listPlayerWithdrawals } from "./repository.ts";

export async function withdrawalHistory(
  db: Db,
  playerId: string,
  paging: { page: number; pageSize: number },
) {
  const { items, total } = await listPlayerWithdrawals(db, playerId, paging);
  return { items: items.map(toWithdrawalOrder), ...paging, total };
}

/** The player's open withdrawal orders (at most one), as the API answers them. */
export async function openWithdrawalOrders(db: Db, playerId: string): Promise<WithdrawalOrder[]> {
  return (await listOpenWithdrawals(db, playerId)).map(toWithdrawalOrder);
}

export async function playerWithdrawalsForStaff(db: Db, playerId: string, limit = 20) {
  return (await latestPlayerWithdrawals(db, playerId, limit)).map(toWithdrawalOrder);
}

// What the promotions module asks about a player's withdrawals.

/** Until settled it may reopen its promotion, so no other promotion may be taken. */
export async function hasPromotionWithdrawalUnsettled(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawalOrders.id })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, playerId),
        isNotNull(withdrawalOrders.promotionUsageId),
        or(
          eq(withdrawalOrders.status, "OPEN"),
          and(eq(withdrawalOrders.status, "REJECTED"), isNull(withdrawalOrders.refundedAt)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The excess each usage's ending withdrawal removed; a failed or rejected one removed nothing. */
export async function usageWithdrawals(db: Db, usageIds: string[]) {
  if (usageIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ usageId: withdrawalOrders.promotionUsageId, creditReturned: withdrawalOrders.creditReturned })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.promotionUsageId, usageIds),
        notInArray(withdrawalOrders.status, ["FAILED", "REJECTED"]),
      ),
    );
  return new Map(rows.map((row) => [row.usageId!, row.creditReturned]));
}
