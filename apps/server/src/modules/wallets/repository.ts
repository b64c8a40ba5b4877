import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { providerMembers } from "../../db/schema.ts";

/** Our record of the player's member account at each provider. */
export async function listProviderMembers(db: Db, playerId: string) {
  return db
    .select({ provider: providerMembers.provider, memberUsername: providerMembers.memberUsername })
    .from(providerMembers)
    .where(eq(providerMembers.playerId, playerId));
}

export async function insertProviderMember(
  db: Db,
  playerId: string,
  provider: string,
  memberUsername: string,
) {
  await db.insert(providerMembers).values({ playerId, provider, memberUsername }).onConflictDoNothing();
}
