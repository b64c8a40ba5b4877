import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { players, sessions } from "../../db/schema/players.ts";
import { buildTestApp, register, type TestApp } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { createStaff, staffLogin, staffSessionCount } from "../staff/test-support.ts";
import { SESSION_IDLE_MS } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

/** How many players' sweeps started, and how many of those to come fail as a lost connection would. */
const playersSweep = vi.hoisted(() => ({ started: 0, failures: 0 }));
vi.mock("./sessions.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./sessions.ts")>();
  return {
    ...actual,
    purgeExpiredSessions: (...args: Parameters<typeof actual.purgeExpiredSessions>) => {
      playersSweep.started += 1;
      if (playersSweep.failures > 0) {
        playersSweep.failures -= 1;
        return Promise.reject(new Error("connection lost"));
      }
      return actual.purgeExpiredSessions(...args);
    },
  };
});

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
});

/**
 * A server with one player's and one staff member's session; answers how many of each are left.
 * Only the sweep's hourly timer is the test's to move; everything else keeps real time.
 */
async function serverWithSessions() {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  t = await buildTestApp();
  const app = t;
  const { username } = await register(app.app);
  const staffName = await createStaff(app, "owner");
  await staffLogin(app, staffName, new Map());
  const left = async () => {
    const [player] = await app.database.db
      .select({ sessions: count() })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(eq(players.username, username));
    return [player?.sessions, await staffSessionCount(app, staffName)];
  };
  expect(await left()).toEqual([1, 1]);
  return { app, left };
}

describe("the server's hourly sweep", () => {
  it("deletes the sessions, players' and staff's, that can no longer be resumed", async () => {
    const { app, left } = await serverWithSessions();

    // Both left idle past their ends (a player's 7 days, staff's 30 minutes): nothing deletes
    // them until the sweep's hour comes.
    app.clock.advance(SESSION_IDLE_MS + 1);
    const before = playersSweep.started;
    vi.advanceTimersByTime(HOUR - 1);
    expect(playersSweep.started).toBe(before);
    expect(await left()).toEqual([1, 1]);
    vi.advanceTimersByTime(1);
    expect(playersSweep.started).toBe(before + 1);
    await waitUntil(async () => (await left()).every((n) => n === 0), "the sweep");
  });

  it("logs a sweep that fails, still runs the other, and tries again at the next hour", async () => {
    const { app, left } = await serverWithSessions();
    const logged = vi.spyOn(app.app.log, "error");
    playersSweep.failures = 1;
    app.clock.advance(SESSION_IDLE_MS + 1);
    vi.advanceTimersByTime(HOUR);
    // The staff sweep runs after the players' one failed.
    await waitUntil(async () => (await left())[1] === 0, "the staff sweep");
    expect(await left()).toEqual([1, 0]);
    expect(logged).toHaveBeenCalledWith(expect.anything(), "sweep of expired sessions failed");
    vi.advanceTimersByTime(HOUR);
    await waitUntil(async () => (await left())[0] === 0, "the next hour's sweep");
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
