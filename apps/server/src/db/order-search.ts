import { and, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { players } from "./schema/players.ts";

/** The text as a LIKE pattern that matches it literally (its `%`, `_` and `\` escaped). */
export function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Codes are upper case and usernames lower case, so each half matches case-sensitively through its own index. */
export function orderSearch(
  db: Db,
  order: { code: AnyPgColumn; playerId: AnyPgColumn },
  agencyId: string,
  search: string,
): SQL {
  const startingWith = (text: string) => `${literalPattern(text)}%`;
  const named = db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.agencyId, agencyId), like(players.username, startingWith(search.toLowerCase()))));
  return or(
    like(order.code, startingWith(search.toUpperCase())),
    sql`${order.playerId} = any(array(${named}))`,
  )!;
}
