import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { money } from "./columns.ts";

/** Min/max amount an agency accepts per kind of order and currency; absent → the design's defaults. */
export const amountLimits = pgTable(
  "amount_limits",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["deposit", "withdraw"] }).notNull(),
    currency: text("currency").notNull(),
    min: money("min").notNull(),
    max: money("max").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.kind, table.currency] }),
    check("amount_limits_bounds", sql`${table.min} >= 0 and ${table.max} >= ${table.min}`),
  ],
);
