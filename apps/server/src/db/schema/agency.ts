import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, money } from "./columns.ts";

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

/** Settings of an agency that have a default; a missing row means every default. */
export const agencySettings = pgTable(
  "agency_settings",
  {
    agencyId: uuid("agency_id")
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** Provider credit from which a player counts as playing: no promotion can be taken, nor its deposit made. */
    promotionCreditThreshold: money("promotion_credit_threshold").notNull().default("5.00"),
  },
  (table) => [check("agency_settings_threshold", sql`${table.promotionCreditThreshold} >= 0`)],
);

export type AgencyRow = typeof agencies.$inferSelect;
