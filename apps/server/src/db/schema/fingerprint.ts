import { index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id } from "./columns.ts";
import { players } from "./players.ts";

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
