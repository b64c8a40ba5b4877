import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, money } from "./columns.ts";
import { players } from "./players.ts";

/* The player's own protection: limits, their pending raises, exclusions and the reality check. */

/** A limit in force: one per player, kind and period. */
export const protectionLimits = pgTable(
  "protection_limits",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["deposit", "loss"] }).notNull(),
    period: text("period", { enum: ["daily", "weekly", "monthly"] }).notNull(),
    amount: money("amount").notNull(),
    /** Who set it last: the player, or staff tightening it. */
    setBy: text("set_by", { enum: ["PLAYER", "STAFF"] }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check("protection_limits_kind", sql`${table.kind} in ('deposit', 'loss')`),
    check("protection_limits_period", sql`${table.period} in ('daily', 'weekly', 'monthly')`),
    check("protection_limits_amount", sql`${table.amount} > 0`),
  ],
);

/** A raise or removal waiting out its 24 hours and then the player's confirmation; one per kind and period. */
export const protectionLimitChanges = pgTable(
  "protection_limit_changes",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["deposit", "loss"] }).notNull(),
    period: text("period", { enum: ["daily", "weekly", "monthly"] }).notNull(),
    /** The new limit; null removes it. */
    amount: money("amount"),
    appliesAt: timestamp("applies_at", { withTimezone: true }).notNull(),
    confirmBy: timestamp("confirm_by", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check("protection_limit_changes_window", sql`${table.confirmBy} > ${table.appliesAt}`),
  ],
);

/** Each cool-off or self-exclusion a player started; the one in force is the latest to end. */
export const playerExclusions = pgTable(
  "player_exclusions",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["COOL_OFF", "SELF_EXCLUSION"] }).notNull(),
    period: text("period").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** Null: permanent. */
    until: timestamp("until", { withTimezone: true }),
  },
  (table) => [
    index("player_exclusions_player_until").on(table.playerId, table.until),
    check("player_exclusions_kind", sql`${table.kind} in ('COOL_OFF', 'SELF_EXCLUSION')`),
    check(
      "player_exclusions_ends_after_start",
      sql`${table.until} is null or ${table.until} > ${table.startedAt}`,
    ),
  ],
);

/** The reality check's reminder, in minutes; no row or null: none. */
export const protectionReminders = pgTable(
  "protection_reminders",
  {
    playerId: uuid("player_id")
      .primaryKey()
      .references(() => players.id, { onDelete: "cascade" }),
    minutes: integer("minutes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("protection_reminders_minutes", sql`${table.minutes} is null or ${table.minutes} in (15, 30, 60)`),
  ],
);
