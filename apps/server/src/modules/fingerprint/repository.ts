import type { DeviceFingerprint } from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { fingerprints } from "../../db/schema/fingerprint.ts";

export interface FingerprintSighting {
  agencyId: string;
  playerId: string | null;
  device: DeviceFingerprint;
  seenOn: string;
  now: Date;
}

/** A row linked to a player changes only on that player's own reports. */
export async function recordFingerprint(db: Db, sighting: FingerprintSighting) {
  const [written] = await db
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
      setWhere: sql`${fingerprints.playerId} is null or ${fingerprints.playerId} = excluded.player_id`,
    })
    .returning({ id: fingerprints.id, seenOn: fingerprints.seenOn });
  if (written !== undefined) return written;
  const [kept] = await db
    .select({ id: fingerprints.id, seenOn: fingerprints.seenOn })
    .from(fingerprints)
    .where(
      and(
        eq(fingerprints.agencyId, sighting.agencyId),
        eq(fingerprints.fingerprint, sighting.device.fingerprint),
        eq(fingerprints.seenOn, sighting.seenOn),
      ),
    );
  return kept!;
}
