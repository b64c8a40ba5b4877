import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_LANGUAGE, type Language, languages, type Provider, providers } from "@kham/contract";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sandboxLaunches } from "../../../db/schema.ts";
import { GameProviderError, type LaunchRequest } from "../types.ts";
import { findGame } from "./catalogue.ts";
import { memberBalance } from "./rounds.ts";

/** How long a launched game's link lets the member play. */
export const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;

/** Where the game server's pages live on our own origin. */
export const SANDBOX_GAMES_PATH = "/sandbox/games";

export interface Launch {
  provider: Provider;
  memberUsername: string;
  /** The launched game, or null for the provider's lobby. */
  gameCode: string | null;
  language: Language;
  returnUrl: string;
  expiresAt: Date;
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

/**
 * Opens a game for a member as a real provider would: a one-off link with a random 256-bit token,
 * served from our own origin so the player never leaves the site's security policy.
 */
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
  // Expired links are useless; clearing them here keeps the table at a couple of hours of launches.
  await db.delete(sandboxLaunches).where(lte(sandboxLaunches.expiresAt, now));
  await db.insert(sandboxLaunches).values({
    tokenHash: tokenHash(token),
    provider,
    memberUsername: request.memberUsername,
    gameCode: request.gameCode ?? null,
    language: request.language,
    returnUrl: request.returnUrl,
    expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS),
  });
  return { url: `${origin}${SANDBOX_GAMES_PATH}/play/${token}` };
}

function isProvider(value: string): value is Provider {
  return (providers as readonly string[]).includes(value);
}

/** The launch a token opens, while it is valid; undefined for an unknown or expired token. */
export async function findLaunch(db: Db, token: string, now: Date): Promise<Launch | undefined> {
  const [row] = await db
    .select()
    .from(sandboxLaunches)
    .where(and(eq(sandboxLaunches.tokenHash, tokenHash(token)), gt(sandboxLaunches.expiresAt, now)))
    .limit(1);
  if (row === undefined || !isProvider(row.provider)) return undefined;
  const language = (languages as readonly string[]).includes(row.language)
    ? (row.language as Language)
    : DEFAULT_LANGUAGE;
  return {
    provider: row.provider,
    memberUsername: row.memberUsername,
    gameCode: row.gameCode,
    language,
    returnUrl: row.returnUrl,
    expiresAt: row.expiresAt,
  };
}
