import type { DeviceFingerprint, FingerprintAnswer } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { recordFingerprint } from "./repository.ts";

/** The UTC calendar day, YYYY-MM-DD: the web app sends the fingerprint at most once a day. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function reportFingerprint(
  db: Db,
  report: { agencyId: string; playerId: string | null; device: DeviceFingerprint; now: Date },
): Promise<FingerprintAnswer> {
  const row = await recordFingerprint(db, { ...report, seenOn: utcDay(report.now) });
  return { id: row.id, date: row.seenOn };
}
