import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { id, money } from "./columns.ts";
import { players } from "./players.ts";
import { promotionUsages } from "./promotions.ts";

export const withdrawalOrders = pgTable(
  "withdrawal_orders",
  {
    id: id(),
    code: text("code").notNull(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    provider: text("provider").notNull(),
    amount: money("amount").notNull(),
    creditReceived: money("credit_received").notNull(),
    creditReturned: money("credit_returned").notNull().default("0.00"),
    bonusDeducted: money("bonus_deducted").notNull().default("0.00"),
    payout: money("payout").notNull(),
    payoutCurrency: text("payout_currency").notNull(),
    rate: numeric("rate", { precision: 20, scale: 6 }).notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    status: text("status", { enum: ["OPEN", "SUCCESS", "REJECTED", "FAILED"] }).notNull(),
    /** Set in the transaction that records the credit leaving the provider; staff act only after it. */
    transferredOutAt: timestamp("transferred_out_at", { withTimezone: true }),
    /** Set in the transaction that records a rejected order's credit coming back. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The promotion in use the withdrawal ended (its max credit and bonus rules applied). */
    promotionUsageId: uuid("promotion_usage_id").references((): AnyPgColumn => promotionUsages.id),
    reason: text("reason"),
    /** The payout's proof staff gave when approving: set with SUCCESS, in its transaction. */
    payoutReference: text("payout_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    payoutSlipUrl: text("payout_slip_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // Unique, and a prefix index for staff's search whatever the collation (see db/order-search.ts).
    uniqueIndex("withdrawal_orders_code_unique").on(table.code.op("text_pattern_ops")),
    index("withdrawal_orders_player_created").on(table.playerId, table.createdAt),
    // As for deposits: staff's lists in their order, and the dashboard's paid withdrawals by day.
    index("withdrawal_orders_agency_created").on(table.agencyId, table.createdAt),
    index("withdrawal_orders_agency_status_created").on(table.agencyId, table.status, table.createdAt),
    index("withdrawal_orders_agency_paid")
      .on(table.agencyId, table.updatedAt, table.creditReceived)
      .where(sql`${table.status} = 'SUCCESS'`),
    // Staff's search by the bank's transfer reference, from its start whatever its case.
    index("withdrawal_orders_agency_payout_reference")
      .on(table.agencyId, sql`upper(${table.payoutReference}) text_pattern_ops`)
      .where(sql`${table.payoutReference} is not null`),
    // OPEN_ORDER is enforced by the database: at most one OPEN withdrawal per player.
    uniqueIndex("withdrawal_orders_one_open_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'OPEN'`),
    check("withdrawal_orders_status", sql`${table.status} in ('OPEN', 'SUCCESS', 'REJECTED', 'FAILED')`),
    check(
      "withdrawal_orders_payout_proof",
      sql`(${table.payoutReference} is null or ${table.status} = 'SUCCESS') and (${table.payoutReference} is null) = (${table.paidAt} is null) and (${table.payoutSlipUrl} is null or ${table.payoutReference} is not null)`,
    ),
    check(
      "withdrawal_orders_amounts",
      sql`${table.amount} > 0 and ${table.creditReceived} >= 0 and ${table.creditReturned} >= 0 and ${table.bonusDeducted} >= 0 and ${table.payout} >= 0 and ${table.rate} > 0`,
    ),
  ],
);

/** An OPEN withdrawal, as the one-open-withdrawal index defines it (literal status: see isOpenDepositOrder). */
export const isOpenWithdrawalOrder = sql`${withdrawalOrders.status} = 'OPEN'`;

/** A paid withdrawal, as the dashboard's index defines it (literal status: see isOpenDepositOrder). */
export const isPaidWithdrawalOrder = sql`${withdrawalOrders.status} = 'SUCCESS'`;
