import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const agencies = pgTable("agencies", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  logoUrl: text("logo_url").notNull(),
  whatsapp: text("whatsapp").notNull().default(""),
  line: text("line").notNull().default(""),
  facebook: text("facebook").notNull().default(""),
  telegram: text("telegram").notNull().default(""),
  twitter: text("twitter").notNull().default(""),
  createdAt: createdAt(),
});

/** Hosts (without port, lower case) that serve an agency. */
export const agencyDomains = pgTable("agency_domains", {
  domain: text("domain").primaryKey(),
  agencyId: uuid("agency_id")
    .notNull()
    .references(() => agencies.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const agencyBanks = pgTable(
  "agency_banks",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    iin: text("iin").notNull(),
    logoUrl: text("logo_url").notNull(),
    position: integer("position").notNull(),
    enabled: boolean("enabled").notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.code] })],
);

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
  },
  (table) => [unique("players_agency_username").on(table.agencyId, table.username)],
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

/** Our record of the member account each player has at each game provider. */
export const providerMembers = pgTable(
  "provider_members",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.provider] }),
    unique("provider_members_provider_member").on(table.provider, table.memberUsername),
  ],
);

export const fingerprints = pgTable(
  "fingerprints",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    fingerprint: text("fingerprint").notNull(),
    /** The UTC day it was reported on; one row per agency, fingerprint and day. */
    seenOn: text("seen_on").notNull(),
    device: jsonb("device").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("fingerprints_agency_fingerprint_day").on(table.agencyId, table.fingerprint, table.seenOn),
    index("fingerprints_player").on(table.playerId),
  ],
);

/** The sandbox game provider's own books: what a real provider would keep on its side. */
export const sandboxMembers = pgTable(
  "sandbox_members",
  {
    provider: text("provider").notNull(),
    memberUsername: text("member_username").notNull(),
    balance: numeric("balance", { precision: 18, scale: 2 }).notNull().default("0.00"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.memberUsername] })],
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
  (table) => [unique("sandbox_transfers_reference").on(table.provider, table.reference)],
);
