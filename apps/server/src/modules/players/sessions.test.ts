import { SHOWN_PLAYER_HEADER } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/players.ts";
import { buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";
import {
  hashSessionToken,
  isSessionExpired,
  purgeExpiredSessions,
  resumeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionEndsAt,
} from "./sessions.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("isSessionExpired", () => {
  const start = new Date("2026-01-01T00:00:00Z");
  const session = (lastSeenDaysAgo: number) => ({
    lastSeenAt: new Date(start.getTime() - lastSeenDaysAgo * DAY),
    expiresAt: new Date(start.getTime() + DAY),
  });

  it("ends after 7 idle days and at the absolute end", () => {
    expect(isSessionExpired(session(6.9), start)).toBe(false);
    expect(isSessionExpired(session(7), start)).toBe(true);
    expect(isSessionExpired(session(0), new Date(start.getTime() + DAY))).toBe(true);
  });

  it("ends at whichever comes first: 7 idle days or the absolute end", () => {
    expect(sessionEndsAt(session(6.5))).toEqual(new Date(start.getTime() + 0.5 * DAY));
    expect(sessionEndsAt(session(1))).toEqual(new Date(start.getTime() + DAY));
  });
});

describe("session lifetime through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => get(t.app, "/api/v2/players/me", { cookie });

  async function sessionRow(cookie: string) {
    const token = cookie.split("=")[1]!;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    return row;
  }

  it("stores only the SHA-256 of a 256-bit token", async () => {
    const { cookie } = await register(t.app);
    const token = cookie.split("=")[1]!;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await sessionRow(cookie);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
  });

  it("slides the idle window while used and ends after 7 idle days", async () => {
    const { cookie } = await register(t.app);
    const created = (await sessionRow(cookie))!;

    t.clock.advance(SESSION_TOUCH_INTERVAL_MS / 2);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie))?.lastSeenAt).toEqual(created.lastSeenAt);

    t.clock.advance(6 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie))?.lastSeenAt.getTime()).toBe(t.clock.now().getTime());

    t.clock.advance(6 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);

    t.clock.advance(SESSION_IDLE_MS);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe("SESSION_ENDED");
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it("answers a resumed session with its slid idle window, so its end is reckoned from now", async () => {
    const { cookie } = await register(t.app);
    t.clock.advance(6 * DAY);
    const resumed = await resumeSession(
      t.database.db,
      (await sessionRow(cookie))!.agencyId,
      cookie.split("=")[1]!,
      t.clock.now(),
    );
    expect(resumed?.session.lastSeenAt).toEqual(t.clock.now());
    expect(sessionEndsAt(resumed!.session)).toEqual(new Date(t.clock.now().getTime() + SESSION_IDLE_MS));
  });

  it("reads only what a call needs of the session and its player: never the password hash", async () => {
    const { cookie } = await register(t.app);
    const resumed = await resumeSession(
      t.database.db,
      (await sessionRow(cookie))!.agencyId,
      cookie.split("=")[1]!,
      t.clock.now(),
    );
    expect(Object.keys(resumed!.player).sort()).toEqual(
      ["agencyId", "blocked", "displayName", "id", "username"].sort(),
    );
    expect(Object.keys(resumed!.session).sort()).toEqual(
      ["agencyId", "expiresAt", "id", "lastSeenAt", "playerId"].sort(),
    );
  });

  it("ends 30 days after login however busy the player is", async () => {
    const { cookie } = await register(t.app);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - DAY; elapsed += 5 * DAY) {
      expect((await me(cookie)).statusCode).toBe(200);
      t.clock.advance(5 * DAY);
    }
    t.clock.advance(DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("ends at the row's expiry even when only the database says so", async () => {
    const { cookie } = await register(t.app);
    const row = (await sessionRow(cookie))!;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, row.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("a logged-out cookie stays useless, and is answered that its session ended", async () => {
    const { cookie } = await register(t.app);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    const refused = await me(cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe("SESSION_ENDED");
  });
});

describe("a tab that shows another player than its session's", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const credits = (cookie: string, shown?: string) =>
    get(t.app, "/api/v2/players/credits", {
      cookie,
      headers: shown === undefined ? {} : { [SHOWN_PLAYER_HEADER]: shown },
    });

  it("is refused PLAYER_CHANGED, and the session, another player's, goes on", async () => {
    const first = await register(t.app);
    // Another tab of the same browser logged in as someone else since: the cookie is theirs.
    const second = await register(t.app);
    const refused = await credits(second.cookie, first.player.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("PLAYER_CHANGED");
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect((await credits(second.cookie, second.player.id)).statusCode).toBe(200);
    expect((await credits(second.cookie)).statusCode).toBe(200);
  });

  it("changes nothing for a visitor's call or a session that ended", async () => {
    const { player } = await register(t.app);
    expect(
      (await get(t.app, "/api/v2/agency/info", { headers: { [SHOWN_PLAYER_HEADER]: player.id } })).statusCode,
    ).toBe(200);
    const ended = await credits("kham_session=gone", player.id);
    expect(ended.json().error.code).toBe("SESSION_ENDED");
  });
});

describe("purgeExpiredSessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("removes idle and ended sessions and keeps live ones", async () => {
    const { cookie: idle } = await register(t.app);
    t.clock.advance(3 * DAY);
    const { cookie: live } = await register(t.app);
    t.clock.advance(SESSION_IDLE_MS - 2 * DAY);
    expect(await purgeExpiredSessions(t.database.db, t.clock.now())).toBe(1);
    expect((await get(t.app, "/api/v2/players/me", { cookie: idle })).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/players/me", { cookie: live })).statusCode).toBe(200);
  });
});
