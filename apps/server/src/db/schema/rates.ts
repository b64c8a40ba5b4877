import { sql } from "drizzle-orm";
import { check, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { updatedAt } from "./columns.ts";

/** Units of a currency per 1 credit, per agency. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    buy: numeric("buy", { precision: 20, scale: 6 }).notNull(),
    sell: numeric("sell", { precision: 20, scale: 6 }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.currency] }),
    check("exchange_rates_positive", sql`${table.buy} > 0 and ${table.sell} > 0`),
  ],
);
