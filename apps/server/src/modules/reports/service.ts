import Decimal from "decimal.js";
import { and, count, eq, gte, min, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { depositOrders, isCreditedDepositOrder } from "../../db/schema/deposits.ts";
import { players } from "../../db/schema/players.ts";
import {
  isOpenWithdrawalOrder,
  isPaidWithdrawalOrder,
  withdrawalOrders,
} from "../../db/schema/withdrawals.ts";
import { playersNearLimit } from "../protection/service.ts";

/** Days are counted in Lao time (UTC+7, no daylight saving), as the agency lives them. */
const LAO_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
export const DASHBOARD_DAYS = 30;

/** The Lao calendar day of an instant, as YYYY-MM-DD. */
export function laoDay(at: Date): string {
  return new Date(at.getTime() + LAO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Lao calendar day starts. */
export function laoDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - LAO_OFFSET_MS);
}

/** The instants from the start of Lao day `from` to the end of Lao day `to`. */
export function laoDaysInstants(from: string, to: string): { start: Date; end: Date } {
  const start = laoDayStart(from);
  const end = new Date(laoDayStart(to).getTime() + DAY_MS);
  return { start, end };
}

interface DayTotals {
  deposits: Decimal;
  withdrawals: Decimal;
  kipIn: Decimal;
  kipOut: Decimal;
  newPlayers: number;
}

function totals(days: DayTotals[]) {
  const sum = (key: "deposits" | "withdrawals" | "kipIn" | "kipOut") =>
    days.reduce((total, day) => total.plus(day[key]), new Decimal(0));
  const deposits = sum("deposits");
  const withdrawals = sum("withdrawals");
  return {
    deposits: deposits.toFixed(2),
    withdrawals: withdrawals.toFixed(2),
    net: deposits.minus(withdrawals).toFixed(2),
    kipIn: sum("kipIn").toFixed(0),
    kipOut: sum("kipOut").toFixed(0),
    newPlayers: days.reduce((total, day) => total + day.newPlayers, 0),
  };
}

/** The OPEN withdrawals a cashier has to pay or refuse, and the oldest one's time. */
async function waitingWithdrawals(db: Db, agencyId: string) {
  const [row] = await db
    .select({ count: count(), oldest: min(withdrawalOrders.createdAt) })
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.agencyId, agencyId), isOpenWithdrawalOrder));
  return { withdrawals: row?.count ?? 0, oldestWithdrawalAt: row?.oldest?.toISOString() ?? null };
}

/** Each read through an index on its day's column, so it reads 30 days whatever the agency's age. */
export async function dashboard(db: Db, agencyId: string, now: Date) {
  const today = laoDay(now);
  const firstDay = laoDay(new Date(laoDayStart(today).getTime() - (DASHBOARD_DAYS - 1) * DAY_MS + 1));
  const since = laoDayStart(firstDay);
  // At the fixed +07:00 offset, whatever the connection's TimeZone setting is.
  const dayOf = (column: AnyPgColumn) =>
    sql<string>`to_char(${column} at time zone interval '+07:00', 'YYYY-MM-DD')`;

  const [deposits, withdrawals, joined, waiting, nearLimit] = await Promise.all([
    db
      .select({
        day: dayOf(depositOrders.updatedAt),
        total: sql<string>`sum(${depositOrders.credit})`,
        // Only kip is kip: a THB or USD deposit adds credit, not kip received.
        kip: sql<string>`coalesce(sum(${depositOrders.amount}) filter (where ${depositOrders.currency} = 'LAK'), 0)`,
      })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.agencyId, agencyId),
          isCreditedDepositOrder,
          gte(depositOrders.updatedAt, since),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(withdrawalOrders.updatedAt),
        total: sql<string>`sum(${withdrawalOrders.creditReceived})`,
        kip: sql<string>`sum(${withdrawalOrders.payout}) filter (where ${withdrawalOrders.payoutCurrency} = 'LAK')`,
      })
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.agencyId, agencyId),
          isPaidWithdrawalOrder,
          gte(withdrawalOrders.updatedAt, since),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(players.createdAt), total: sql<number>`count(*)::int` })
      .from(players)
      .where(and(eq(players.agencyId, agencyId), gte(players.createdAt, since)))
      .groupBy(sql`1`),
    waitingWithdrawals(db, agencyId),
    playersNearLimit(db, agencyId, now),
  ]);

  const byDay = new Map<string, DayTotals>();
  for (let index = 0; index < DASHBOARD_DAYS; index += 1) {
    const day = laoDay(new Date(since.getTime() + index * DAY_MS));
    byDay.set(day, {
      deposits: new Decimal(0),
      withdrawals: new Decimal(0),
      kipIn: new Decimal(0),
      kipOut: new Decimal(0),
      newPlayers: 0,
    });
  }
  for (const row of deposits) {
    const day = byDay.get(row.day);
    if (day === undefined) continue;
    day.deposits = new Decimal(row.total);
    day.kipIn = new Decimal(row.kip ?? 0);
  }
  for (const row of withdrawals) {
    const day = byDay.get(row.day);
    if (day === undefined) continue;
    day.withdrawals = new Decimal(row.total);
    day.kipOut = new Decimal(row.kip ?? 0);
  }
  for (const row of joined) if (byDay.has(row.day)) byDay.get(row.day)!.newPlayers = Number(row.total);

  const days = [...byDay.entries()].map(([date, day]) => ({ date, ...totals([day]) }));
  return {
    waiting,
    playersNearLimit: nearLimit,
    today: totals([byDay.get(today)!]),
    last30Days: totals([...byDay.values()]),
    days,
  };
}
