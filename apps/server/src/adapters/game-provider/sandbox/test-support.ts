import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { players, sessions } from "../../../db/schema/players.ts";
import { createAgency } from "../../../modules/agency/service.ts";
import { hashSessionToken, sessionEndsAt, startSession } from "../../../modules/players/sessions.ts";
import type { LaunchRequest } from "../types.ts";

/** The session a player's cookie (`name=value`) stands for, as a launch carries it. */
export async function sessionOfCookie(db: Db, cookie: string): Promise<LaunchRequest["session"]> {
  const token = cookie.slice(cookie.indexOf("=") + 1);
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  if (row === undefined) throw new Error(`no session for the cookie ${cookie}`);
  return { id: row.id, endsAt: sessionEndsAt(row) };
}

let made = 0;

/** A new player's live session, on a database without an app: every launch belongs to one. */
export async function newPlayerSession(db: Db, now: Date): Promise<LaunchRequest["session"]> {
  made += 1;
  const agency = await createAgency(db, {
    code: `launches${made}`,
    name: "Launches",
    domains: [`launches${made}.example`],
  });
  const [player] = await db
    .insert(players)
    .values({
      agencyId: agency.id,
      username: `launcher_${made}`,
      displayName: "Launcher",
      passwordHash: "not-a-hash",
      registerFingerprint: "fp-test-device",
      createdAt: now,
      passwordChangedAt: now,
    })
    .returning();
  if (player === undefined) throw new Error("no player");
  const { session } = await startSession(db, agency.id, player.id, now);
  return { id: session.id, endsAt: sessionEndsAt(session) };
}
