import type { DeviceFingerprint } from "@kham/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fingerprints } from "../../db/schema.ts";

export interface FingerprintSighting {
  agencyId: string;
  playerId: string | null;
  device: DeviceFingerprint;
  seenOn: string;
  now: Date;
}

/** One row per agency, fingerprint and day; a later report that day updates it and links the player. */
export async function recordFingerprint(db: Db, sighting: FingerprintSighting) {
  const [row] = await db
    .insert(fingerprints)
    .values({
      agencyId: sighting.agencyId,
      playerId: sighting.playerId,
      fingerprint: sighting.device.fingerprint,
      seenOn: sighting.seenOn,
      device: sighting.device,
      createdAt: sighting.now,
      updatedAt: sighting.now,
    })
    .onConflictDoUpdate({
      target: [fingerprints.agencyId, fingerprints.fingerprint, fingerprints.seenOn],
      set: {
        playerId: sql`coalesce(excluded.player_id, ${fingerprints.playerId})`,
        device: sql`excluded.device`,
        updatedAt: sighting.now,
      },
    })
    .returning({ id: fingerprints.id, seenOn: fingerprints.seenOn });
  return row!;
}
