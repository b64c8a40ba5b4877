import { hash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import {
  deleteExpiredSessions,
  deleteOtherSessions,
  deleteSession,
  findSessionWithPlayer,
  insertSession,
  type LiveSession,
  type SessionPlayer,
  type SessionRow,
  sessionExists,
  touchSession,
} from "./repository.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** last_seen_at is written at most this often, so reads do not all become writes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;

export interface ActiveSession {
  session: LiveSession;
  player: SessionPlayer;
}

/** An opaque 256-bit token; only its SHA-256 is stored, so a database leak reveals no session. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Every player call hashes its token: the one-shot hash skips a Hash object per call. */
export function hashSessionToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** When the session ends unless used again: its absolute end or 7 idle days after it was last seen. */
export function sessionEndsAt(session: Pick<SessionRow, "lastSeenAt" | "expiresAt">): Date {
  return new Date(Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + SESSION_IDLE_MS));
}

export function isSessionExpired(session: Pick<SessionRow, "lastSeenAt" | "expiresAt">, now: Date): boolean {
  return now.getTime() >= sessionEndsAt(session).getTime();
}

export async function startSession(db: Db, agencyId: string, playerId: string, now: Date) {
  const token = newSessionToken();
  const session = await insertSession(db, {
    tokenHash: hashSessionToken(token),
    agencyId,
    playerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return { token, session };
}

/** The live session of that token in that agency, sliding its idle window; expired ones are removed. */
export async function resumeSession(
  db: Db,
  agencyId: string,
  token: string,
  now: Date,
): Promise<ActiveSession | undefined> {
  const found = await findSessionWithPlayer(db, agencyId, hashSessionToken(token));
  if (found === undefined) return undefined;
  if (isSessionExpired(found.session, now)) {
    await deleteSession(db, found.session.id);
    return undefined;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, now);
    // Callers reckon the session's end from this row, so it must carry the slid idle window.
    return { ...found, session: { ...found.session, lastSeenAt: now } };
  }
  return found;
}

/** Whether the session still exists: a logout or password change may have ended it a moment ago. */
export function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  return sessionExists(db, sessionId);
}

export function endSession(db: Db, sessionId: string) {
  return deleteSession(db, sessionId);
}

/** After a password change: every other session ends and the current one gets a new token. */
export async function rotateAfterPasswordChange(db: Db, current: LiveSession, now: Date) {
  await deleteOtherSessions(db, current.playerId, current.id);
  await deleteSession(db, current.id);
  return startSession(db, current.agencyId, current.playerId, now);
}

/** Sessions nobody presents again would stay forever; this sweeps them (run periodically). */
export function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
}
