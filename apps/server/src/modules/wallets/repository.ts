import { providers } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { providerMembers } from "../../db/schema.ts";

/** Read by every credit display and the player's info, so prepared once. */
const membersOf = preparedQuery((db) =>
  db
    .select({ provider: providerMembers.provider, memberUsername: providerMembers.memberUsername })
    .from(providerMembers)
    .where(eq(providerMembers.playerId, sql.placeholder("playerId")))
    .prepare("provider_members_of_player"),
);

export interface ProviderMember {
  provider: string;
  memberUsername: string;
}

/** Players whose complete member set is kept in memory; past this many the oldest is dropped. */
const KEPT_PLAYERS = 10_000;
const completeSets = new Map<string, readonly ProviderMember[]>();

/**
 * Our record of the player's member account at each provider. A row is never changed or removed
 * once written (the name is fixed by agency and username), so once the player has one at every
 * provider the set is kept in memory and credit displays skip this read; the credit itself is
 * still asked of the provider every time. An incomplete set is read again, so a member created
 * later (by another process too) is seen.
 */
export async function listProviderMembers(db: Db, playerId: string): Promise<ProviderMember[]> {
  const kept = completeSets.get(playerId);
  if (kept !== undefined) return [...kept];
  const members = await membersOf(db).execute({ playerId });
  if (providers.every((provider) => members.some((member) => member.provider === provider))) {
    if (completeSets.size >= KEPT_PLAYERS) completeSets.delete(completeSets.keys().next().value!);
    completeSets.set(playerId, members);
  }
  return [...members];
}

export async function insertProviderMember(
  db: Db,
  playerId: string,
  provider: string,
  memberUsername: string,
) {
  await db.insert(providerMembers).values({ playerId, provider, memberUsername }).onConflictDoNothing();
}
