import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { LedgerKind } from "../ledger/service.ts";

/** The ledger kinds the daily close reads; transfers between a player's games move no agency money. */
export const reportedKinds = [
  "DEPOSIT_CREDIT",
  "DEPOSIT_BONUS",
  "WITHDRAWAL_OUT",
  "WITHDRAWAL_REFUND",
  "WITHDRAWAL_PAYOUT",
  "PROMOTION_EXCESS_RETURNED",
  "PROMOTION_BONUS_REMOVED",
] as const satisfies readonly LedgerKind[];
export type ReportedKind = (typeof reportedKinds)[number];

export interface LedgerSum {
  /** Null in the rows that sum every day (or every provider). */
  day: string | null;
  provider: string | null;
  kind: ReportedKind;
  /** The signed sum of the entries' amounts, in their currency (kip for a payout, else credit). */
  amount: string;
  /** Kip that moved: LAK deposits' amounts and LAK payouts. */
  lak: string;
}

/** Rows of a raw query: node-postgres and PGlite both answer `{rows}`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface InstantRange {
  start: Date;
  end: Date;
}

/**
 * The ledger summed by entry kind per Lao day and provider, per day, per provider and in all, in one
 * pass (grouping sets), in numeric: nothing is added up outside the database.
 */
export async function ledgerSums(db: Db, agencyId: string, range: InstantRange): Promise<LedgerSum[]> {
  const kinds = sql.join(
    reportedKinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return rowsOf<LedgerSum>(
    db,
    sql`
    with moved as (
      select to_char(l.created_at at time zone interval '+07:00', 'YYYY-MM-DD') as day,
             l.provider, l.kind, l.amount,
             case
               when l.kind = 'DEPOSIT_CREDIT' then coalesce(d.amount, 0)
               when l.kind = 'WITHDRAWAL_PAYOUT' and l.currency = 'LAK' then l.amount
               else 0
             end as lak
        from ledger_entries l
        left join deposit_orders d
          on l.kind = 'DEPOSIT_CREDIT' and d.code = l.order_code and d.agency_id = l.agency_id
         and d.currency = 'LAK'
       where l.agency_id = ${agencyId}
         and l.created_at >= ${range.start.toISOString()}::timestamptz
         and l.created_at < ${range.end.toISOString()}::timestamptz
         and l.kind in (${kinds})
    )
    select day, provider, kind, sum(amount)::text as amount, sum(lak)::text as lak
      from moved
     group by grouping sets ((day, provider, kind), (day, kind), (provider, kind), (kind))
  `,
  );
}

/** A time in Lao time, as an accountant reads it. */
const laoTime = (column: SQL) =>
  sql`to_char(${column} at time zone interval '+07:00', 'YYYY-MM-DD HH24:MI:SS')`;

export interface OrderCsvRow extends Record<string, string | null> {
  order_code: string;
  /** The created time as the database writes it, to continue after exactly (microseconds included). */
  cursorAt: string;
}

/**
 * The next page of deposits and withdrawals made in the range, by (created_at, code). Each side reads
 * its agency-and-time index from the cursor on, so a page costs the same at the end of a year.
 */
export async function orderPage(
  db: Db,
  agencyId: string,
  range: InstantRange,
  after: { at: string; code: string },
  limit: number,
): Promise<OrderCsvRow[]> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  return rowsOf<OrderCsvRow>(
    db,
    sql`
    select * from (
      (select d.code as order_code, 'DEPOSIT' as type, d.status, p.username as player, d.provider,
              d.amount::text as amount, d.currency, d.credit::text as credit, d.bonus::text as bonus,
              null as credit_returned, null as bonus_deducted,
              case when d.currency = 'LAK' then d.amount::text end as lak,
              d.rate::text as rate, d.bank_code as bank,
              ${laoTime(sql.raw("d.created_at"))} as created_at,
              ${laoTime(sql.raw("l.created_at"))} as credited_at,
              ${laoTime(sql.raw("d.paid_at"))} as paid_at,
              null as payout_reference,
              d.created_at as sort_at, d.created_at::text as "cursorAt"
         from deposit_orders d
         join players p on p.id = d.player_id
         left join ledger_entries l on l.idempotency_key = 'deposit:' || d.code || ':credit'
        where d.agency_id = ${agencyId}
          and d.created_at >= ${after.at}::timestamptz and d.created_at < ${end}::timestamptz
          and d.created_at >= ${start}::timestamptz
          and (d.created_at, d.code) > (${after.at}::timestamptz, ${after.code})
        order by d.created_at, d.code
        limit ${limit})
      union all
      (select w.code, 'WITHDRAWAL', w.status, p.username, w.provider,
              w.payout::text, w.payout_currency, w.credit_received::text, null,
              w.credit_returned::text, w.bonus_deducted::text,
              case when w.payout_currency = 'LAK' then w.payout::text end,
              w.rate::text, w.bank_name,
              ${laoTime(sql.raw("w.created_at"))},
              ${laoTime(sql.raw("w.transferred_out_at"))},
              ${laoTime(sql.raw("w.paid_at"))},
              w.payout_reference,
              w.created_at, w.created_at::text
         from withdrawal_orders w
         join players p on p.id = w.player_id
        where w.agency_id = ${agencyId}
          and w.created_at >= ${after.at}::timestamptz and w.created_at < ${end}::timestamptz
          and w.created_at >= ${start}::timestamptz
          and (w.created_at, w.code) > (${after.at}::timestamptz, ${after.code})
        order by w.created_at, w.code
        limit ${limit})
    ) orders
    order by sort_at, order_code
    limit ${limit}
  `,
  );
}

export interface LedgerCsvRow extends Record<string, string | null> {
  /** The entry's id as text: a bigint, which the drivers read differently. */
  id: string;
  /** The written time as the database writes it, to continue after exactly. */
  cursorAt: string;
}

/** The next page of the agency's ledger entries written in the range, by (created_at, id), on its index. */
export async function ledgerPage(
  db: Db,
  agencyId: string,
  range: InstantRange,
  after: { at: string; id: string },
  limit: number,
): Promise<LedgerCsvRow[]> {
  return rowsOf<LedgerCsvRow>(
    db,
    sql`
    select l.id::text as id, ${laoTime(sql.raw("l.created_at"))} as time, l.kind, p.username as player,
           l.provider, l.amount::text as amount, l.currency, l.order_code, l.provider_reference,
           l.idempotency_key, l.created_at::text as "cursorAt"
      from ledger_entries l
      join players p on p.id = l.player_id
     where l.agency_id = ${agencyId}
       and l.created_at >= ${range.start.toISOString()}::timestamptz
       and l.created_at < ${range.end.toISOString()}::timestamptz
       and (l.created_at, l.id) > (${after.at}::timestamptz, ${after.id}::int8)
     order by l.created_at, l.id
     limit ${limit}
  `,
  );
}
