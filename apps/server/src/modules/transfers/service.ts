import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { players } from "../../db/schema/players.ts";
import { findPendingTransfer } from "./repository.ts";

/* What other modules ask about credit transfers; the player's calls are in player-transfers.ts. */

/** Taken by starting a transfer and by taking a promotion, so neither misses the other's commit. */
export async function lockPlayerCredit(tx: Db, playerId: string): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("no key update");
}

export async function hasPendingTransfer(db: Db, playerId: string): Promise<boolean> {
  return (await findPendingTransfer(db, playerId)) !== undefined;
}
