import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id, money, updatedAt } from "./columns.ts";
import { players } from "./players.ts";

export const promotions = pgTable(
  "promotions",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Per language: {"lo": …, "cn": …, "vn": …, "th": …}. */
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    imageUrl: text("image_url").notNull(),
    status: text("status", { enum: ["ACTIVE", "INACTIVE"] }).notNull(),
    kind: text("kind", { enum: ["FIRST_DEPOSIT", "ANY"] }).notNull(),
    providers: jsonb("providers").$type<string[]>().notNull(),
    depositCredit: money("deposit_credit").notNull(),
    bonusCredit: money("bonus_credit").notNull(),
    maxCredit: money("max_credit").notNull(),
    requiredCredit: money("required_credit").notNull(),
    withdrawAll: boolean("withdraw_all").notNull(),
    deductBonusOnWithdraw: boolean("deduct_bonus_on_withdraw").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("promotions_agency_status").on(table.agencyId, table.status),
    check("promotions_status", sql`${table.status} in ('ACTIVE', 'INACTIVE')`),
    check("promotions_kind", sql`${table.kind} in ('FIRST_DEPOSIT', 'ANY')`),
    check(
      "promotions_credits",
      sql`${table.depositCredit} > 0 and ${table.bonusCredit} >= 0 and ${table.maxCredit} > 0 and ${table.requiredCredit} >= 0`,
    ),
  ],
);

/** The partial unique index allows one USED usage per player, so concurrent "use" calls cannot both win. */
export const promotionUsages = pgTable(
  "promotion_usages",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    promotionId: uuid("promotion_id")
      .notNull()
      .references(() => promotions.id),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["USED", "SUCCESS", "CANCELED"] }).notNull(),
    /** Credited with the promotion deposit, once (0 until then). */
    bonus: money("bonus").notNull().default("0.00"),
    /** Taken back at cancellation: the unearned bonus, at most what was left at the provider. */
    bonusRemoved: money("bonus_removed").notNull().default("0.00"),
    /** Why it ended: the withdrawal it paid, a recheck that found the credit gone, or the player. */
    endReason: text("end_reason", { enum: ["WITHDRAWAL", "RECHECK", "CANCELED"] }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("promotion_usages_one_in_use_per_player")
      .on(table.playerId)
      .where(sql`${table.status} = 'USED'`),
    index("promotion_usages_player_used").on(table.playerId, table.usedAt),
    check("promotion_usages_status", sql`${table.status} in ('USED', 'SUCCESS', 'CANCELED')`),
    check("promotion_usages_amounts", sql`${table.bonus} >= 0 and ${table.bonusRemoved} >= 0`),
  ],
);

/** A usage in use, as the one-in-use index defines it (literal status: see isOpenDepositOrder). */
export const isUsageInUse = sql`${promotionUsages.status} = 'USED'`;
