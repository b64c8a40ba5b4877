import { boolean, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";

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
