import { and, asc, count, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencies, depositOrders, players } from "../../db/schema.ts";

export type DepositOrderRow = typeof depositOrders.$inferSelect;
type DepositStatusValue = DepositOrderRow["status"];

/** Inserts an OPEN order; undefined when the player already has an open one (the unique index). */
export async function insertDepositOrder(
  db: Db,
  order: typeof depositOrders.$inferInsert,
): Promise<DepositOrderRow | undefined> {
  const [created] = await db.insert(depositOrders).values(order).onConflictDoNothing().returning();
  return created;
}

/** The player's own order: another player's code is simply not found. */
const playerDeposit = preparedQuery((db) =>
  db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, sql.placeholder("playerId")),
        eq(depositOrders.code, sql.placeholder("code")),
      ),
    )
    .limit(1)
    .prepare("player_deposit"),
);

export async function findPlayerDeposit(
  db: Db,
  playerId: string,
  code: string,
): Promise<DepositOrderRow | undefined> {
  const [order] = await playerDeposit(db).execute({ playerId, code });
  return order;
}

/** By code alone: webhooks and jobs, where the code is what identifies the agency and player. */
export async function findDepositByCode(db: Db, code: string): Promise<DepositOrderRow | undefined> {
  const [order] = await db.select().from(depositOrders).where(eq(depositOrders.code, code)).limit(1);
  return order;
}

export async function findDepositWithOwner(db: Db, code: string) {
  const [row] = await db
    .select({ order: depositOrders, agency: agencies, player: players })
    .from(depositOrders)
    .innerJoin(agencies, eq(agencies.id, depositOrders.agencyId))
    .innerJoin(players, eq(players.id, depositOrders.playerId))
    .where(eq(depositOrders.code, code))
    .limit(1);
  return row;
}

export async function listPlayerDeposits(
  db: Db,
  playerId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: DepositOrderRow[]; total: number }> {
  const items = await db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.playerId, playerId))
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.code))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [row] = await db
    .select({ total: count() })
    .from(depositOrders)
    .where(eq(depositOrders.playerId, playerId));
  return { items, total: row?.total ?? 0 };
}

/**
 * The player's open order: OPEN, or PAID and waiting for its credit. A recovered order (paid late,
 * or matched by staff) is not one, so it never stands in the way of a new deposit; the same rule is
 * the database's unique index.
 */
const openDeposits = preparedQuery((db) =>
  db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.playerId, sql.placeholder("playerId")),
        or(
          eq(depositOrders.status, "OPEN"),
          and(eq(depositOrders.status, "PAID"), eq(depositOrders.recovered, false)),
        ),
      ),
    )
    .orderBy(desc(depositOrders.createdAt))
    .prepare("open_deposits"),
);

export async function listOpenDeposits(db: Db, playerId: string): Promise<DepositOrderRow[]> {
  return openDeposits(db).execute({ playerId });
}

/**
 * A status changes only from the expected one (`UPDATE ... WHERE status = from`), so each
 * transition happens once however many callers race; the loser gets undefined.
 */
export async function transitionDeposit(
  db: Db,
  code: string,
  from: DepositStatusValue,
  to: DepositStatusValue,
  changes: Partial<Pick<DepositOrderRow, "paidAt" | "gatewayReference" | "failureReason" | "recovered">> & {
    now: Date;
  },
): Promise<DepositOrderRow | undefined> {
  const { now, ...rest } = changes;
  const [order] = await db
    .update(depositOrders)
    .set({ ...rest, status: to, updatedAt: now })
    .where(and(eq(depositOrders.code, code), eq(depositOrders.status, from)))
    .returning();
  return order;
}

/** A PAID order's promotion bonus is no longer due (its promotion ended): credit it without. */
export async function dropDepositBonus(
  db: Db,
  code: string,
  now: Date,
): Promise<DepositOrderRow | undefined> {
  const [order] = await db
    .update(depositOrders)
    .set({ bonus: "0.00", updatedAt: now })
    .where(and(eq(depositOrders.code, code), eq(depositOrders.status, "PAID")))
    .returning();
  return order;
}

/** Staff's page of the agency's deposits: filtered, sorted and paged in the database. */
export async function listAgencyDepositRows(
  db: Db,
  agencyId: string,
  query: {
    status?: DepositOrderRow["status"];
    search?: string;
    from?: string;
    to?: string;
    sort: "createdAt" | "amount";
    order: "asc" | "desc";
    page: number;
    pageSize: number;
  },
) {
  const search = query.search?.replace(/[\\%_]/g, (match) => `\\${match}`);
  const where = and(
    eq(depositOrders.agencyId, agencyId),
    query.status === undefined ? undefined : eq(depositOrders.status, query.status),
    search ? or(ilike(depositOrders.code, `${search}%`), ilike(players.username, `${search}%`)) : undefined,
    query.from ? gte(depositOrders.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(depositOrders.createdAt, new Date(query.to)) : undefined,
  );
  const column = query.sort === "amount" ? depositOrders.credit : depositOrders.createdAt;
  const direction = query.order === "asc" ? asc : desc;
  const items = await db
    .select({ order: depositOrders, username: players.username })
    .from(depositOrders)
    .innerJoin(players, eq(players.id, depositOrders.playerId))
    .where(where)
    .orderBy(direction(column), direction(depositOrders.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [row] = await db
    .select({ total: count() })
    .from(depositOrders)
    .innerJoin(players, eq(players.id, depositOrders.playerId))
    .where(where);
  return { items, total: row?.total ?? 0 };
}

/** The player's latest deposits, for staff. */
export async function latestPlayerDeposits(db: Db, playerId: string, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.playerId, playerId))
    .orderBy(desc(depositOrders.createdAt))
    .limit(limit);
}
