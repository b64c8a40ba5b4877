import { and, asc, count, desc, eq, gt, like, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { literalPattern } from "../../db/order-search.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { loginDevices, players, sessions } from "../../db/schema/players.ts";

export type PlayerRow = typeof players.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const playerByUsername = preparedQuery((db) =>
  db
    .select()
    .from(players)
    .where(
      and(
        eq(players.agencyId, sql.placeholder("agencyId")),
        eq(players.username, sql.placeholder("username")),
      ),
    )
    .limit(1)
    .prepare("player_by_username"),
);

/** Every login starts here, so it is prepared once. */
export async function findPlayerByUsername(
  db: Db,
  agencyId: string,
  username: string,
): Promise<PlayerRow | undefined> {
  const [player] = await playerByUsername(db).execute({ agencyId, username });
  return player;
}

export async function usernameExists(db: Db, agencyId: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.agencyId, agencyId), eq(players.username, username)))
    .limit(1);
  return row !== undefined;
}

/** Inserts the player, or answers undefined when the username is taken in that agency. */
export async function insertPlayer(
  db: Db,
  player: typeof players.$inferInsert,
): Promise<PlayerRow | undefined> {
  const [created] = await db.insert(players).values(player).onConflictDoNothing().returning();
  return created;
}

export async function setBlocked(db: Db, playerId: string, blocked: boolean) {
  await db.update(players).set({ blocked }).where(eq(players.id, playerId));
}

export async function updatePasswordHash(db: Db, playerId: string, passwordHash: string, now: Date) {
  await db.update(players).set({ passwordHash, passwordChangedAt: now }).where(eq(players.id, playerId));
}

const newSession = preparedQuery((db) =>
  db
    .insert(sessions)
    .values({
      tokenHash: sql.placeholder("tokenHash"),
      agencyId: sql.placeholder("agencyId"),
      playerId: sql.placeholder("playerId"),
      createdAt: sql.placeholder("createdAt"),
      lastSeenAt: sql.placeholder("lastSeenAt"),
      expiresAt: sql.placeholder("expiresAt"),
    })
    .returning()
    .prepare("insert_session"),
);

/** Every login and registration makes one, so it is prepared once. */
export async function insertSession(
  db: Db,
  session: Omit<typeof sessions.$inferInsert, "id">,
): Promise<SessionRow> {
  const [created] = await newSession(db).execute(session);
  return created!;
}

/** What a player's call needs of its session: who, and until when. */
export type LiveSession = Pick<SessionRow, "id" | "agencyId" | "playerId" | "lastSeenAt" | "expiresAt">;

/** Every call reads this row, so the password hash and the rest stay in the database. */
export type SessionPlayer = Pick<PlayerRow, "id" | "agencyId" | "username" | "displayName" | "blocked">;

const sessionWithPlayer = preparedQuery((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        agencyId: sessions.agencyId,
        playerId: sessions.playerId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      },
      player: {
        id: players.id,
        agencyId: players.agencyId,
        username: players.username,
        displayName: players.displayName,
        blocked: players.blocked,
      },
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.agencyId, sql.placeholder("agencyId")),
      ),
    )
    .limit(1)
    .prepare("session_with_player"),
);

/** The session of that token in that agency and its player, in one query: every player call starts here. */
export async function findSessionWithPlayer(
  db: Db,
  agencyId: string,
  tokenHash: string,
): Promise<{ session: LiveSession; player: SessionPlayer } | undefined> {
  const [row] = await sessionWithPlayer(db).execute({ agencyId, tokenHash });
  return row;
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row !== undefined;
}

export async function deleteOtherSessions(db: Db, playerId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.playerId, playerId), ne(sessions.id, keepSessionId)));
}

/** Removes sessions past their absolute end or idle since before `idleSince`; answers how many. */
export async function deleteExpiredSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id });
  return removed.length;
}

// A login's device statements, prepared once: every login runs two of them.
const devicePlayer = preparedQuery((db) =>
  db
    .select({ playerId: loginDevices.playerId })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, sql.placeholder("tokenHash")),
        gt(loginDevices.lastSeenAt, sql.placeholder("seenSince")),
      ),
    )
    .limit(1)
    .prepare("login_device_player"),
);

const newDevice = preparedQuery((db) =>
  db
    .insert(loginDevices)
    .values({
      playerId: sql.placeholder("playerId"),
      tokenHash: sql.placeholder("tokenHash"),
      createdAt: sql.placeholder("now"),
      lastSeenAt: sql.placeholder("now"),
    })
    .prepare("insert_login_device"),
);

// The devices a player keeps: every one seen since the cookie's lifetime, newest first, to a cap.
const keptDevices = (db: Db) =>
  db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.playerId, sql.placeholder("playerId")),
        gt(loginDevices.lastSeenAt, sql.placeholder("seenSince")),
      ),
    )
    .orderBy(desc(loginDevices.lastSeenAt), desc(loginDevices.id))
    .limit(sql.placeholder("keep"));

const staleDevices = preparedQuery((db) =>
  db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.playerId, sql.placeholder("playerId")),
        notInArray(loginDevices.id, keptDevices(db)),
      ),
    )
    .prepare("delete_stale_login_devices"),
);

/** The player a device token was issued to, if it was seen after `seenSince`. */
export async function findDevicePlayerId(
  db: Db,
  tokenHash: string,
  seenSince: Date,
): Promise<string | undefined> {
  const [row] = await devicePlayer(db).execute({ tokenHash, seenSince });
  return row?.playerId;
}

export async function insertDevice(db: Db, playerId: string, tokenHash: string, now: Date) {
  await newDevice(db).execute({ playerId, tokenHash, now });
}

export async function touchDevice(db: Db, tokenHash: string, now: Date) {
  await db.update(loginDevices).set({ lastSeenAt: now }).where(eq(loginDevices.tokenHash, tokenHash));
}

/** Removes the player's devices not seen since `seenSince` and all but the `keep` newest of the rest. */
export async function deleteStaleDevices(db: Db, playerId: string, seenSince: Date, keep: number) {
  await staleDevices(db).execute({ playerId, seenSince, keep });
}

export async function deleteDevices(db: Db, playerId: string) {
  await db.delete(loginDevices).where(eq(loginDevices.playerId, playerId));
}

/** Username and display-name halves each read their own index, where `ilike` read every player. */
export async function listAgencyPlayers(
  db: Db,
  agencyId: string,
  query: {
    search?: string;
    sort: "createdAt" | "username";
    order: "asc" | "desc";
    page: number;
    pageSize: number;
  },
) {
  const startingWith = query.search ? `${literalPattern(query.search)}%` : undefined;
  const where = and(
    eq(players.agencyId, agencyId),
    startingWith
      ? or(
          like(players.username, startingWith.toLowerCase()),
          sql`lower(${players.displayName}) like lower(${startingWith})`,
        )
      : undefined,
  );
  const column = query.sort === "username" ? players.username : players.createdAt;
  const direction = query.order === "asc" ? asc : desc;
  const items = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(direction(column), direction(players.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [row] = await db.select({ total: count() }).from(players).where(where);
  return { items, total: row?.total ?? 0 };
}
