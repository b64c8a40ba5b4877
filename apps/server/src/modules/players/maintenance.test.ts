import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { players, sessions } from "../../db/schema.ts";
import { buildTestApp, register, type TestApp } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { createStaff, staffLogin, staffSessionCount } from "../staff/test-support.ts";
import { SESSION_IDLE_MS } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe("the server's hourly sweep", () => {
  it("deletes the sessions, players' and staff's, that can no longer be resumed", async () => {
    // Only the sweep's hourly timer is the test's to move; everything else keeps real time.
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

    // Both left idle past their ends (a player's 7 days, staff's 30 minutes): nothing deletes
    // them until the sweep's hour comes.
    app.clock.advance(SESSION_IDLE_MS + 1);
    vi.advanceTimersByTime(HOUR - 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await left()).toEqual([1, 1]);
    vi.advanceTimersByTime(1);
    await waitUntil(async () => (await left()).every((n) => n === 0), "the sweep");
  });
});
