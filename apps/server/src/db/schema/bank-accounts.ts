import { pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id } from "./columns.ts";
import { players } from "./players.ts";

/** One LAK account per player; a bank and number belong to one player of an agency. */
export const bankAccounts = pgTable(
  "bank_accounts",
  {
    id: id(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" })
      .unique("bank_accounts_player"),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    currency: text("currency").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("bank_accounts_agency_bank_number").on(table.agencyId, table.bankCode, table.accountNumber),
  ],
);
