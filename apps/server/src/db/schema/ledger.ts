import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { money } from "./columns.ts";
import { players } from "./players.ts";

/** Append-only; the idempotency key makes a repeated settlement a no-op. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id),
    provider: text("provider").notNull(),
    kind: text("kind").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    orderCode: text("order_code"),
    /** The game provider's own id for the transfer, when it gives one. */
    providerReference: text("provider_reference"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("ledger_entries_player").on(table.playerId, table.createdAt),
    // The daily close and the ledger export read one agency's entries by time.
    index("ledger_entries_agency_time").on(table.agencyId, table.createdAt, table.id),
  ],
);
