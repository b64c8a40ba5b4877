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
    memberUsername: text("member_username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.provider] }),
    unique("provider_members_provider_member").on(table.provider, table.memberUsername),
  ],
);
