import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { id, money } from "./columns.ts";
import { players } from "./players.ts";
import { promotionUsages } from "./promotions.ts";

/** What the LAO QR says about the merchant (tags 52, 59, 60); absent → defaults from the agency. */
export const merchantSettings = pgTable("merchant_settings", {
  agencyId: uuid("agency_id")
    .primaryKey()
    .references(() => agencies.id, { onDelete: "cascade" }),
  merchantName: text("merchant_name").notNull(),
  merchantCity: text("merchant_city").notNull(),
  merchantCategoryCode: text("merchant_category_code").notNull(),
});

export const depositOrders = pgTable(
  "deposit_orders",
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
    bankCode: text("bank_code").notNull(),
    mid: text("mid").notNull(),
    currency: text("currency").notNull(),
    amount: money("amount").notNull(),
    credit: money("credit").notNull(),
    bonus: money("bonus").notNull().default("0.00"),
    rate: numeric("rate", { precision: 20, scale: 6 }).notNull(),
    status: text("status", { enum: ["OPEN", "PAID", "SUCCESS", "FAILED", "CANCELED"] }).notNull(),
    gateway: text("gateway").notNull(),
    /** The gateway's id of the checkout (set at creation when the gateway makes one), later of the payment. */
    gatewayReference: text("gateway_reference"),
    /** The QR the gateway issued at creation; null for orders made before, whose QR is built locally. */
    qrPayload: text("qr_payload"),
    /** A bank app's link to the same payment, where the gateway gives one. */
    qrDeeplink: text("qr_deeplink"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
    /** Paid after cancellation or matched by staff: not "open", so settling it never collides with a newer order. */
    recovered: boolean("recovered").notNull().default(false),
    /** Credited although it passed one of the player's own limits or came during an exclusion: staff should look. */
    pastPlayerLimit: boolean("past_player_limit").notNull().default(false),
    /** The promotion in use the deposit was made for: its bonus is credited with it. */
    promotionUsageId: uuid("promotion_usage_id").references((): AnyPgColumn => promotionUsages.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // Unique, and a prefix index for staff's search whatever the collation (see db/order-search.ts).
    uniqueIndex("deposit_orders_code_unique").on(table.code.op("text_pattern_ops")),
    index("deposit_orders_player_created").on(table.playerId, table.createdAt),
    // A gateway's webhook names its own reference: the order is found by it.
    index("deposit_orders_gateway_reference").on(table.gateway, table.gatewayReference),
    // OPEN_ORDER is enforced by the database: at most one OPEN or PAID deposit per player.
    uniqueIndex("deposit_orders_one_open_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'OPEN' or (${table.status} = 'PAID' and not ${table.recovered})`),
    // Staff's lists, newest first, read from the index in order, never by sorting the whole history.
    index("deposit_orders_agency_created").on(table.agencyId, table.createdAt),
    index("deposit_orders_agency_status_created").on(table.agencyId, table.status, table.createdAt),
    // The dashboard's sums by credit day, read from the index alone.
    index("deposit_orders_agency_credited")
      .on(table.agencyId, table.updatedAt, table.credit)
      .where(sql`${table.status} = 'SUCCESS'`),
    check("deposit_orders_status", sql`${table.status} in ('OPEN', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED')`),
    check(
      "deposit_orders_amounts",
      sql`${table.amount} > 0 and ${table.credit} >= 0 and ${table.bonus} >= 0 and ${table.rate} > 0`,
    ),
  ],
);

/** Statuses as literals: a prepared generic plan can use the partial index only when it can prove its condition. */
export const isOpenDepositOrder = sql`(${depositOrders.status} = 'OPEN' or (${depositOrders.status} = 'PAID' and not ${depositOrders.recovered}))`;

/** A credited deposit, as the dashboard's index defines it (literal status: see isOpenDepositOrder). */
export const isCreditedDepositOrder = sql`${depositOrders.status} = 'SUCCESS'`;

/** Every webhook a gateway sent us and what became of it; the event id makes a replay a no-op. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    orderCode: text("order_code").notNull(),
    amount: text("amount").notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    /** What became of it: the payment it reported was new, or one we had already heard of. */
    outcome: text("outcome", {
      enum: ["PAID", "MISMATCH", "UNKNOWN_ORDER", "ORDER_NOT_OPEN", "LATE_PAID", "SAME_PAYMENT"],
    }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("payment_events_gateway_event").on(table.gateway, table.eventId)],
);

/** Every distinct payment the bank reported, once per reference: credits its order or waits for staff, exactly once. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    gateway: text("gateway").notNull(),
    reference: text("reference").notNull(),
    /** The agency of the order it named; null when the order code is unknown (platform staff resolve). */
    agencyId: uuid("agency_id").references(() => agencies.id),
    orderCode: text("order_code").notNull(),
    amount: numeric("amount", { precision: 20, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["CREDITED", "UNMATCHED", "RESOLVED"] }).notNull(),
    /** Why it was not credited automatically. */
    unmatchedReason: text("unmatched_reason", {
      enum: ["AMOUNT_MISMATCH", "CURRENCY_MISMATCH", "UNKNOWN_ORDER", "ORDER_SETTLED", "CREDIT_FAILED"],
    }),
    resolution: text("resolution", { enum: ["CREDITED", "REFUNDED"] }),
    /** The deposit order that carries its credit: its own order, or the one staff created. */
    creditOrderCode: text("credit_order_code"),
    note: text("note"),
    resolvedBy: text("resolved_by"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    unique("payments_gateway_reference").on(table.gateway, table.reference),
    // Staff's exceptions (unmatched payments, newest first) and the list of every payment.
    index("payments_agency_status_received").on(table.agencyId, table.status, table.receivedAt),
    index("payments_agency_received").on(table.agencyId, table.receivedAt),
    index("payments_order").on(table.orderCode),
    check("payments_status", sql`${table.status} in ('CREDITED', 'UNMATCHED', 'RESOLVED')`),
    check("payments_amount_not_negative", sql`${table.amount} >= 0`),
    check("payments_resolution", sql`(${table.status} = 'RESOLVED') = (${table.resolution} is not null)`),
  ],
);
