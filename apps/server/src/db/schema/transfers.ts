import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { id, money } from "./columns.ts";
import { players } from "./players.ts";

/** Credit a player moves from one of their providers to another: each leg a job, a ledger entry and a timestamp. */
export const creditTransfers = pgTable(
  "credit_transfers",
  {
    id: id(),
    /** "T…": the transfer out's provider reference; the legs in add a suffix (see transfers/legs.ts). */
    code: text("code").notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    fromProvider: text("from_provider").notNull(),
    toProvider: text("to_provider").notNull(),
    amount: money("amount").notNull(),
    status: text("status", { enum: ["PENDING", "SUCCESS", "FAILED"] }).notNull(),
    /** The player's Idempotency-Key, if sent: the same key answers this transfer again. */
    requestKey: text("request_key"),
    /** Set in the transaction that records the credit leaving `from`. */
    transferredOutAt: timestamp("transferred_out_at", { withTimezone: true }),
    /** Set when `to` refused the credit for good: it is on its way back to `from`. */
    returningAt: timestamp("returning_at", { withTimezone: true }),
    /** Why it failed, for staff; never shown to the player. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("credit_transfers_code_unique").on(table.code),
    index("credit_transfers_player_created").on(table.playerId, table.createdAt),
    uniqueIndex("credit_transfers_player_request_key")
      .on(table.playerId, table.requestKey)
      .where(sql`${table.requestKey} is not null`),
    // One transfer on its way per player: the database decides between requests at the same moment.
    uniqueIndex("credit_transfers_one_pending_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'PENDING'`),
    check("credit_transfers_status", sql`${table.status} in ('PENDING', 'SUCCESS', 'FAILED')`),
    check("credit_transfers_amount", sql`${table.amount} > 0`),
    check("credit_transfers_providers", sql`${table.fromProvider} <> ${table.toProvider}`),
    check(
      "credit_transfers_legs",
      sql`(${table.returningAt} is null or ${table.transferredOutAt} is not null) and (${table.status} <> 'SUCCESS' or (${table.transferredOutAt} is not null and ${table.returningAt} is null))`,
    ),
  ],
);

/** A transfer on its way, as the one-pending index defines it (literal status: see isOpenDepositOrder). */
export const isPendingCreditTransfer = sql`${creditTransfers.status} = 'PENDING'`;
