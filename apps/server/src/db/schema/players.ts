import { USERNAME_PATTERN } from "@kham/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id } from "./columns.ts";

export const players = pgTable(
  "players",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    registerFingerprint: text("register_fingerprint").notNull(),
    createdAt: createdAt(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Staff block a player from promotions. */
    blocked: boolean("blocked").notNull().default(false),
    /** When the player confirmed being 18 or older; null for players who registered before it was asked. */
    ageConfirmedAt: timestamp("age_confirmed_at", { withTimezone: true }),
  },
  (table) => [
    // Unique, and a prefix index for staff's search whatever the collation.
    uniqueIndex("players_agency_username").on(table.agencyId, table.username.op("text_pattern_ops")),
    // Kept by the database too: "Somchai" beside "somchai" would be a second player who looks like the first.
    check("players_username_format", sql`${table.username} ~ ${sql.raw(`'${USERNAME_PATTERN.source}'`)}`),
    // Staff's search from the start of a display name: what `ilike` does, through this index.
    index("players_agency_display_name").on(
      table.agencyId,
      sql`lower(${table.displayName}) text_pattern_ops`,
    ),
    // Staff's player list (newest first) and the dashboard's new players per day.
    index("players_agency_created").on(table.agencyId, table.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The absolute end (30 days after creation); the idle end follows from last_seen_at. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_player").on(table.playerId)],
);

/** Token hash only; a known device skips the per-name back-off, so guessers cannot lock the owner out. */
export const loginDevices = pgTable(
  "login_devices",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves the cascade from players and a login's "newest devices of this player".
  (table) => [index("login_devices_player_seen").on(table.playerId, table.lastSeenAt)],
);
