import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../../db/schema/columns.ts";
import { sessions } from "../../../db/schema/players.ts";

/** The sandbox game provider's own books: what a real provider would keep on its side. */
export const sandboxMembers = pgTable(
  "sandbox_members",
  {
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    balance: numeric("balance", { precision: 18, scale: 2 }).notNull().default("0.00"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.memberUsername] }),
    check("sandbox_members_balance_not_negative", sql`${table.balance} >= 0`),
  ],
);

export const sandboxTransfers = pgTable(
  "sandbox_transfers",
  {
    id: id(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    /** The caller's idempotency reference: a repeated transfer answers the first result. */
    reference: text("reference").notNull(),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 18, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("sandbox_transfers_reference").on(table.provider, table.reference),
    check("sandbox_transfers_amount_positive", sql`${table.amount} > 0`),
    check("sandbox_transfers_direction", sql`${table.direction} in ('in', 'out')`),
  ],
);

/** Each play's result is drawn from a cryptographic source and applied to the balance in the same transaction. */
export const sandboxRounds = pgTable(
  "sandbox_rounds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    gameCode: text("game_code").notNull(),
    bet: numeric("bet", { precision: 18, scale: 2 }).notNull(),
    win: numeric("win", { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 18, scale: 2 }).notNull(),
    /** What the player saw: reels, cards, the side that won. */
    outcome: jsonb("outcome").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sandbox_rounds_member").on(table.provider, table.memberUsername, table.id),
    check(
      "sandbox_rounds_amounts",
      sql`${table.bet} > 0 and ${table.win} >= 0 and ${table.balanceAfter} >= 0`,
    ),
  ],
);

/** A game opened by launch: the token in its URL is the member's pass to play at the sandbox. */
export const sandboxLaunches = pgTable(
  "sandbox_launches",
  {
    tokenHash: text("token_hash").primaryKey(),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    /** The player's session that opened the game: the link ends with it. */
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The game, or null for the provider's lobby. */
    gameCode: text("game_code"),
    language: text("language").notNull(),
    returnUrl: text("return_url").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sandbox_launches_session").on(table.sessionId)],
);
