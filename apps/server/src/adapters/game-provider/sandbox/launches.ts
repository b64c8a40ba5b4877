import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_LANGUAGE, type Language, languages, type Provider, providers } from "@kham/contract";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { isForeignKeyViolation } from "../../../db/errors.ts";
import { sessions } from "../../../db/schema/players.ts";
import { GameProviderError, LAUNCH_IDLE_MS, type LaunchRequest } from "../types.ts";
import { findGame } from "./catalogue.ts";
import { memberBalance } from "./rounds.ts";
import { sandboxLaunches } from "./schema.ts";

/** Where the game server's pages live on our own origin. */
export const SANDBOX_GAMES_PATH = "/sandbox/games";

export interface Launch {
  provider: Provider;
  memberUsername: string;
  /** The launched game, or null for the provider's lobby. */
  gameCode: string | null;
  language: Language;
  returnUrl: string;
  /** When the link ends unless played: LAUNCH_IDLE_MS after the last page or bet, within the session. */
  expiresAt: Date;
}

/** A link's end from a page or bet at `now`: LAUNCH_IDLE_MS later, or the session's end if sooner. */
function endAfterPlay(now: Date, sessionEnd: Date): Date {
  return new Date(Math.min(now.getTime() + LAUNCH_IDLE_MS, sessionEnd.getTime()));
}

/** Only the token's digest is stored, so a read of the table cannot be replayed as a game link. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The site to come back to; it must be a web address, since it ends up as a link on the game page. */
function returnOrigin(returnUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(returnUrl);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError(`returnUrl must be an absolute http(s) URL, got "${returnUrl}"`);
  }
  return url.origin;
}

/** A random 256-bit token on our own origin, tied to the player's session so ending the session ends the link. */
export async function createLaunch(
  db: Db,
  provider: Provider,
  request: LaunchRequest,
  now: Date,
): Promise<{ url: string }> {
  if (request.gameCode !== undefined && findGame(provider, request.gameCode) === undefined) {
    throw new GameProviderError("GAME_NOT_FOUND", `No game ${request.gameCode} at ${provider}`);
  }
  const origin = returnOrigin(request.returnUrl);
  if ((await memberBalance(db, provider, request.memberUsername)) === undefined) {
    throw new GameProviderError("MEMBER_NOT_FOUND", `No member ${request.memberUsername}`);
  }
  const token = randomBytes(32).toString("base64url");
  // Ended links are useless; clearing them here keeps the table at the games being played.
  await db.delete(sandboxLaunches).where(lte(sandboxLaunches.expiresAt, now));
  try {
    await db.insert(sandboxLaunches).values({
      tokenHash: tokenHash(token),
      provider,
      memberUsername: request.memberUsername,
      sessionId: request.session.id,
      gameCode: request.gameCode ?? null,
      language: request.language,
      returnUrl: request.returnUrl,
      expiresAt: endAfterPlay(now, request.session.endsAt),
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new GameProviderError("SESSION_ENDED", "The session has ended");
    throw error;
  }
  return { url: `${origin}${SANDBOX_GAMES_PATH}/play/${token}` };
}

function isProvider(value: string): value is Provider {
  return (providers as readonly string[]).includes(value);
}

/** When a player's session ends unless used again: the players' rule, which the app hands in. */
export type SessionEnd = (session: { lastSeenAt: Date; expiresAt: Date }) => Date;

/** The token's live launch: undefined when unknown, idle past LAUNCH_IDLE_MS, or its session has ended. */
export async function findLaunch(
  db: Db,
  token: string,
  now: Date,
  options: { played: boolean; sessionEndsAt: SessionEnd },
): Promise<Launch | undefined> {
  const hash = tokenHash(token);
  const [row] = await db
    .select({
      launch: sandboxLaunches,
      session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
    })
    .from(sandboxLaunches)
    .innerJoin(sessions, eq(sessions.id, sandboxLaunches.sessionId))
    .where(and(eq(sandboxLaunches.tokenHash, hash), gt(sandboxLaunches.expiresAt, now)))
    .limit(1);
  if (row === undefined || !isProvider(row.launch.provider)) return undefined;
  const sessionEnd = options.sessionEndsAt(row.session);
  // An expired session's row stays until it is swept or presented again; its links must not.
  if (sessionEnd.getTime() <= now.getTime()) return undefined;
  let expiresAt = row.launch.expiresAt;
  if (options.played) {
    expiresAt = endAfterPlay(now, sessionEnd);
    await db.update(sandboxLaunches).set({ expiresAt }).where(eq(sandboxLaunches.tokenHash, hash));
  }
  const language = (languages as readonly string[]).includes(row.launch.language)
    ? (row.launch.language as Language)
    : DEFAULT_LANGUAGE;
  return {
    provider: row.launch.provider,
    memberUsername: row.launch.memberUsername,
    gameCode: row.launch.gameCode,
    language,
    returnUrl: row.launch.returnUrl,
    expiresAt,
  };
}
