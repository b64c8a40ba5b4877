import { boolean, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id } from "./columns.ts";

/** A bank's merchant id (mid) that takes payments in one currency. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    bankCode: text("bank_code").notNull(),
    mid: text("mid").notNull(),
    displayName: text("display_name").notNull(),
    currency: text("currency").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [unique("payment_methods_agency_mid_currency").on(table.agencyId, table.mid, table.currency)],
);
