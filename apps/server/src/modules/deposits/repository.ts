import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderSearch } from "../../db/order-search.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencies } from "../../db/schema/agency.ts";
import { amountLimits } from "../../db/schema/amount-limits.ts";
import { bankAccounts } from "../../db/schema/bank-accounts.ts";
import { agencyBanks } from "../../db/schema/banks.ts";
import { depositOrders, isOpenDepositOrder } from "../../db/schema/deposits.ts";
import { paymentMethods } from "../../db/schema/payment-methods.ts";
import { players } from "../../db/schema/players.ts";
import { exchangeRates } from "../../db/schema/rates.ts";
import { enqueueAfter } from "../jobs/service.ts";

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

export type NewDepositOrder = Pick<
  DepositOrderRow,
  | "code"
  | "agencyId"
  | "playerId"
  | "provider"
  | "bankCode"
  | "mid"
  | "currency"
  | "amount"
  | "credit"
  | "bonus"
  | "promotionUsageId"
  | "rate"
  | "gateway"
  | "gatewayReference"
  | "qrPayload"
  | "qrDeeplink"
  | "expiresAt"
  | "createdAt"
>;

const openWithWatch = preparedQuery((db) => {
  const value = (name: keyof NewDepositOrder) => sql.placeholder(name);
  const created = db.$with("created_order").as(
    db
      .insert(depositOrders)
      .values({
        code: value("code"),
        agencyId: value("agencyId"),
        playerId: value("playerId"),
        provider: value("provider"),
        bankCode: value("bankCode"),
        mid: value("mid"),
        currency: value("currency"),
        amount: value("amount"),
        credit: value("credit"),
        bonus: value("bonus"),
        promotionUsageId: value("promotionUsageId"),
        rate: value("rate"),
        status: "OPEN",
        gateway: value("gateway"),
        gatewayReference: value("gatewayReference"),
        qrPayload: value("qrPayload"),
        qrDeeplink: value("qrDeeplink"),
        expiresAt: value("expiresAt"),
        createdAt: value("createdAt"),
        updatedAt: value("createdAt"),
      })
      .onConflictDoNothing()
      .returning(),
  );
  const watch = db.$with("watch", {}).as(
    enqueueAfter(created, {
      kind: sql`${sql.placeholder("watchKind")}`,
      agencyId: created.agencyId,
      payload: sql`${sql.placeholder("watchPayload")}`,
      dedupeKey: sql`${sql.placeholder("watchKey")}`,
      runAt: sql`${sql.placeholder("watchAt")}`,
    }),
  );
  return db.with(created, watch).select().from(created).prepare("open_deposit_with_watch");
});

/** Order and watch job in one statement: both or neither; undefined when the player has an open order. */
export async function insertOpenDeposit(
  db: Db,
  order: NewDepositOrder,
  watch: { kind: string; payload: Record<string, unknown>; dedupeKey: string; runAt: Date },
): Promise<DepositOrderRow | undefined> {
  const [created] = await openWithWatch(db).execute({
    ...order,
    watchKind: watch.kind,
    watchPayload: JSON.stringify(watch.payload),
    watchKey: watch.dedupeKey,
    watchAt: watch.runAt,
  });
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

/** The order whose checkout the gateway gave this reference (a webhook names only the reference). */
export async function findDepositByGatewayReference(
  db: Db,
  gateway: string,
  reference: string,
): Promise<DepositOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.gateway, gateway), eq(depositOrders.gatewayReference, reference)))
    .limit(1);
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

/** The player's open order (at most one). */
const openDeposits = preparedQuery((db) =>
  db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, sql.placeholder("playerId")), isOpenDepositOrder))
    .orderBy(desc(depositOrders.createdAt))
    .prepare("open_deposits"),
);

/** Every check of a new deposit in one query; no row without an enabled payment method. */
const depositTerms = preparedQuery((db) =>
  db
    .select({
      bankCode: paymentMethods.bankCode,
      mid: paymentMethods.mid,
      bankAccepted: sql<boolean>`exists (select 1 from ${agencyBanks} where ${agencyBanks.agencyId} = ${paymentMethods.agencyId} and ${agencyBanks.code} = ${paymentMethods.bankCode} and ${agencyBanks.enabled})`,
      limitMin: amountLimits.min,
      limitMax: amountLimits.max,
      rateBuy: exchangeRates.buy,
      rateSell: exchangeRates.sell,
      hasBankAccount: sql<boolean>`exists (select 1 from ${bankAccounts} where ${bankAccounts.playerId} = ${sql.placeholder("playerId")})`,
      hasOpenOrder: sql<boolean>`exists (select 1 from ${depositOrders} where ${depositOrders.playerId} = ${sql.placeholder("playerId")} and ${isOpenDepositOrder})`,
    })
    .from(paymentMethods)
    .leftJoin(
      amountLimits,
      and(
        eq(amountLimits.agencyId, paymentMethods.agencyId),
        eq(amountLimits.kind, "deposit"),
        eq(amountLimits.currency, paymentMethods.currency),
      ),
    )
    .leftJoin(
      exchangeRates,
      and(
        eq(exchangeRates.agencyId, paymentMethods.agencyId),
        eq(exchangeRates.currency, paymentMethods.currency),
      ),
    )
    .where(
      and(
        eq(paymentMethods.agencyId, sql.placeholder("agencyId")),
        eq(paymentMethods.mid, sql.placeholder("mid")),
        eq(paymentMethods.currency, sql.placeholder("currency")),
        eq(paymentMethods.enabled, true),
      ),
    )
    .limit(1)
    .prepare("deposit_terms"),
);

export interface DepositTerms {
  method: { bankCode: string; mid: string };
  bankAccepted: boolean;
  /** The agency's stored bounds for the currency, if it set them. */
  limits: { min: string; max: string } | undefined;
  /** The agency's stored rate for the currency, if it set one. */
  rate: { buy: string; sell: string } | undefined;
  hasBankAccount: boolean;
  hasOpenOrder: boolean;
}

/** What a deposit to that merchant id in that currency is checked against; undefined without the method. */
export async function findDepositTerms(
  db: Db,
  input: { agencyId: string; playerId: string; mid: string; currency: string },
): Promise<DepositTerms | undefined> {
  const [row] = await depositTerms(db).execute(input);
  if (row === undefined) return undefined;
  return {
    method: { bankCode: row.bankCode, mid: row.mid },
    bankAccepted: row.bankAccepted,
    limits:
      row.limitMin === null || row.limitMax === null ? undefined : { min: row.limitMin, max: row.limitMax },
    rate:
      row.rateBuy === null || row.rateSell === null ? undefined : { buy: row.rateBuy, sell: row.rateSell },
    hasBankAccount: row.hasBankAccount,
    hasOpenOrder: row.hasOpenOrder,
  };
}

export async function listOpenDeposits(db: Db, playerId: string): Promise<DepositOrderRow[]> {
  return openDeposits(db).execute({ playerId });
}

/** Guarded by `WHERE status = from`, so each transition happens once however many callers race. */
export async function transitionDeposit(
  db: Db,
  code: string,
  from: DepositStatusValue,
  to: DepositStatusValue,
  changes: Partial<
    Pick<DepositOrderRow, "paidAt" | "gatewayReference" | "failureReason" | "recovered" | "pastPlayerLimit">
  > & {
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

const cancelOpen = preparedQuery((db) =>
  db
    .update(depositOrders)
    .set({
      status: "CANCELED",
      failureReason: sql`${sql.placeholder("reason")}`,
      updatedAt: sql`${sql.placeholder("now")}`,
    })
    .where(and(eq(depositOrders.code, sql.placeholder("code")), eq(depositOrders.status, "OPEN")))
    .returning()
    .prepare("cancel_open_deposit"),
);

/** OPEN → CANCELED, prepared as players cancel often; undefined when the order was no longer open. */
export async function cancelOpenOrder(
  db: Db,
  code: string,
  reason: "PLAYER" | "EXPIRED",
  now: Date,
): Promise<DepositOrderRow | undefined> {
  const [order] = await cancelOpen(db).execute({ code, reason, now });
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
  const where = and(
    eq(depositOrders.agencyId, agencyId),
    query.status === undefined ? undefined : eq(depositOrders.status, query.status),
    query.search ? orderSearch(db, depositOrders, agencyId, query.search) : undefined,
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
  const [row] = await db.select({ total: count() }).from(depositOrders).where(where);
  return { items, total: row?.total ?? 0 };
}

export async function latestPlayerDeposits(db: Db, playerId: string, limit: number) {
  return db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.playerId, playerId))
    .orderBy(desc(depositOrders.createdAt))
    .limit(limit);
}
