import { pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { players } from "./players.ts";

/** Our record of the member account each player has at each game provider. */
export const providerMembers = pgTable(
  "provider_members",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The wallet the member is at ("sandbox", or the provider account's id): a switch starts new members. */
    wallet: text("wallet").notNull().default("sandbox"),
    memberUsername: text("member_username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.provider, table.wallet] }),
    unique("provider_members_provider_member").on(table.provider, table.wallet, table.memberUsername),
  ],
);
