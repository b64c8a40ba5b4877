import type { AddressInfo } from "node:net";
import type { WithdrawalOrder } from "@kham/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { sessions } from "../../db/schema/players.ts";
import { openEventStream } from "../../test/event-stream.ts";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  login,
  PASSWORD,
  post,
  register,
  sessionCookie,
  type TestApp,
  testClock,
  testConfig,
} from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { depositingPlayer, openDeposit, sendWebhook } from "../deposits/test-support.ts";
import { MAX_STREAMS_PER_PLAYER } from "../players/events-routes.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../players/sessions.ts";
import type { PlayerEvent, StreamEnd } from "./bus.ts";
import { endPlayerStreams } from "./service.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function creditEvent(playerId: string): PlayerEvent<"credit.updated"> {
  return {
    playerId,
    name: "credit.updated",
    data: { provider: "gclub", credit: { amount: "1.00", currency: "THB" } },
  };
}

function withdrawalEvent(playerId: string): PlayerEvent<"withdrawal.updated"> {
  const order: WithdrawalOrder = {
    code: "W-TEST-1",
    provider: "gclub",
    amount: "1000.00",
    creditReceived: "1000.00",
    creditReturned: "0.00",
    bonusDeducted: "0.00",
    payout: "1000000",
    payoutCurrency: "LAK",
    rate: "1000",
    bankName: "BCEL",
    accountName: "Somchai Phommavong",
    accountNumber: "160012345678",
    status: "OPEN",
    reason: null,
    failure: null,
    payoutProof: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
  return { playerId, name: "withdrawal.updated", data: { order } };
}

/** Opens the player's event stream and collects its events as they come. */
function openStream(cookie: string, streamPort = port) {
  return openEventStream({ port: streamPort, path: "/api/v2/players/events", cookie });
}

/** Another server on the same database, listening, whose streams beat every 50 ms. */
async function quickHeartbeats() {
  const app = await buildApp({
    config: testConfig(),
    database: t.database,
    now: t.clock.now,
    eventHeartbeatMs: 50,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as AddressInfo).port };
}

describe("GET /api/v2/players/events", () => {
  it("streams the player's deposit and credit updates as server-sent events", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const stream = openStream(cookie);
    const response = await stream.opened;
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    // The player's own events: kept by no browser or proxy, and never answered across cookies.
    expect(response.headers["cache-control"]).toBe("private, no-store, no-transform");
    expect(response.headers.vary).toBe("Cookie");
    try {
      const order = await openDeposit(t.app, cookie);
      await stream.waitFor("deposit.updated");
      expect(stream.events[0]).toMatchObject({ data: { order: { code: order.code, status: "OPEN" } } });

      await sendWebhook(t.app, order, { now: t.clock.now() });
      await stream.waitFor("deposit.updated", 2);
      await t.app.jobs.runDueJobs();
      await stream.waitFor("credit.updated");
      expect(stream.events.map((event) => event.event)).toEqual([
        "deposit.updated",
        "deposit.updated",
        "deposit.updated",
        "credit.updated",
      ]);
      expect(
        stream.events.map((event) => (event.data as { order?: { status: string } }).order?.status),
      ).toEqual(["OPEN", "PAID", "SUCCESS", undefined]);
      expect(stream.events[3]?.data).toEqual({
        provider: "gclub",
        credit: { amount: "100.00", currency: "THB" },
      });
    } finally {
      stream.close();
    }
  });

  it("sends a player only their own events", async () => {
    const watcher = await depositingPlayer(t.app);
    const stream = openStream(watcher.cookie);
    await stream.opened;
    try {
      const other = await depositingPlayer(t.app);
      await openDeposit(t.app, other.cookie);
      await openDeposit(t.app, watcher.cookie);
      await stream.waitFor("deposit.updated");
      // Events reach a stream in order: once this one is in, the other player's would have been too.
      await t.app.events.publish(creditEvent(watcher.player.id));
      await stream.waitFor("credit.updated");
      expect(stream.events.map((event) => event.event)).toEqual(["deposit.updated", "credit.updated"]);
      expect(stream.raw()).not.toContain("error");
    } finally {
      stream.close();
    }
  });

  it("keeps an idle stream alive with heartbeat comments", async () => {
    const { app: quick, port: quickPort } = await quickHeartbeats();
    const { cookie } = await depositingPlayer(t.app);
    const stream = openStream(cookie, quickPort);
    try {
      await stream.opened;
      await waitUntil(() => stream.raw().includes(": heartbeat"), "a heartbeat");
      expect(stream.raw()).toContain(": heartbeat\n\n");
    } finally {
      stream.close();
      await quick.close();
    }
  });

  it("lets go of the player's subscription and heartbeat when the client goes away", async () => {
    const bus = t.app.events;
    const subscribe = bus.subscribe.bind(bus);
    const subscribeEnds = bus.subscribeEnds.bind(bus);
    let active = 0;
    let activeEnds = 0;
    bus.subscribe = (playerId, listener) => {
      active += 1;
      const unsubscribe = subscribe(playerId, listener);
      let done = false;
      return () => {
        if (!done) active -= 1;
        done = true;
        unsubscribe();
      };
    };
    bus.subscribeEnds = (playerId, listener) => {
      activeEnds += 1;
      const unsubscribe = subscribeEnds(playerId, listener);
      let done = false;
      return () => {
        if (!done) activeEnds -= 1;
        done = true;
        unsubscribe();
      };
    };
    try {
      const { cookie, player } = await depositingPlayer(t.app);
      const streams = [openStream(cookie), openStream(cookie)];
      await Promise.all(streams.map((stream) => stream.opened));
      await waitUntil(() => active === 2 && activeEnds === 2, "both subscriptions");
      streams[0]!.close();
      await waitUntil(() => active === 1 && activeEnds === 1, "the closed stream's subscriptions to go");
      // The stream still open goes on receiving; the closed one is not written to.
      await bus.publish({
        playerId: player.id,
        name: "credit.updated",
        data: { provider: "gclub", credit: { amount: "1.00", currency: "THB" } },
      });
      await streams[1]!.waitFor("credit.updated");
      expect(streams[0]!.events).toEqual([]);
      streams[1]!.close();
      await waitUntil(() => active === 0 && activeEnds === 0, "every subscription to go");
    } finally {
      bus.subscribe = subscribe;
      bus.subscribeEnds = subscribeEnds;
    }
  });

  it("answers 401 to a visitor", async () => {
    const response = await get(t.app, "/api/v2/players/events");
    expect(response.statusCode).toBe(401);
  });
});

describe("a live stream belongs to its session", () => {
  const logout = (app: FastifyInstance, cookie: string) =>
    post(app, "/api/v2/players/logout", {}, { cookie });
  const newPassword = "a brand new secret";

  async function opened(...streams: ReturnType<typeof openStream>[]) {
    const responses = await Promise.all(streams.map((stream) => stream.opened));
    expect(responses.map((response) => response.statusCode)).toEqual(streams.map(() => 200));
  }

  async function listening(app: FastifyInstance) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    return (app.server.address() as AddressInfo).port;
  }

  it("ends at logout, and only for that session: other sessions and players go on", async () => {
    const player = await register(t.app);
    const elsewhere = await login(t.app, player.username);
    const someone = await register(t.app);
    const mine = openStream(player.cookie);
    const myOther = openStream(elsewhere.cookie);
    const theirs = openStream(someone.cookie);
    try {
      await opened(mine, myOther, theirs);
      expect((await logout(t.app, player.cookie)).statusCode).toBe(200);
      await mine.waitForEnd();

      await t.app.events.publish(withdrawalEvent(player.player.id));
      await t.app.events.publish(creditEvent(player.player.id));
      await t.app.events.publish(creditEvent(someone.player.id));
      await myOther.waitFor("credit.updated");
      await theirs.waitFor("credit.updated");
      expect(myOther.events.map((event) => event.event)).toEqual(["withdrawal.updated", "credit.updated"]);
      expect(mine.events).toEqual([]);
      expect(mine.raw()).not.toContain("160012345678");
      expect([myOther.ended(), theirs.ended()]).toEqual([false, false]);
    } finally {
      for (const stream of [mine, myOther, theirs]) stream.close();
    }
  });

  it("ends every stream of the player at a password change; the new cookie streams again", async () => {
    const player = await register(t.app);
    const elsewhere = await login(t.app, player.username);
    const someone = await register(t.app);
    const current = openStream(player.cookie);
    const other = openStream(elsewhere.cookie);
    const theirs = openStream(someone.cookie);
    const streams = [current, other, theirs];
    try {
      await opened(current, other, theirs);
      const bus = t.app.events;
      const endStreams = bus.endStreams;
      const sent: StreamEnd[] = [];
      bus.endStreams = (end) => {
        sent.push(end);
        return endStreams.call(bus, end);
      };
      const changed = await post(
        t.app,
        "/api/v2/players/security/password/change",
        { currentPassword: PASSWORD, newPassword, confirmNewPassword: newPassword },
        { cookie: player.cookie },
      ).finally(() => {
        bus.endStreams = endStreams;
      });
      expect(changed.statusCode).toBe(200);
      await Promise.all([current.waitForEnd(), other.waitForEnd()]);

      const renewed = openStream(sessionCookie(changed));
      streams.push(renewed);
      await opened(renewed);
      // Another process may hear the end only after the new cookie's stream opened there: it is spared.
      expect(sent).toHaveLength(1);
      for (const end of sent) await bus.endStreams(end);
      await t.app.events.publish(withdrawalEvent(player.player.id));
      await t.app.events.publish(creditEvent(someone.player.id));
      await renewed.waitFor("withdrawal.updated");
      await theirs.waitFor("credit.updated");
      expect(current.events).toEqual([]);
      expect(other.events).toEqual([]);
      expect(theirs.ended()).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("ends at its next heartbeat when its session is gone though the end's message never came", async () => {
    const { app: quick, port: quickPort } = await quickHeartbeats();
    const gone = await register(quick);
    const staying = await register(quick);
    const ending = openStream(gone.cookie, quickPort);
    const lasting = openStream(staying.cookie, quickPort);
    try {
      await opened(ending, lasting);
      // Deleted as a logout would, but with no notification: only the row tells.
      await t.database.db.delete(sessions).where(eq(sessions.playerId, gone.player.id));
      await ending.waitForEnd();
      await quick.events.publish(creditEvent(gone.player.id));
      await quick.events.publish(creditEvent(staying.player.id));
      await lasting.waitFor("credit.updated");
      expect(ending.events).toEqual([]);
      expect(lasting.ended()).toBe(false);
      await waitUntil(() => lasting.raw().includes(": heartbeat"), "the live stream's heartbeat");
    } finally {
      for (const stream of [ending, lasting]) stream.close();
      await quick.close();
    }
  });

  it("ends when the session expires", async () => {
    const clock = testClock();
    const timed = await buildApp({ config: testConfig(), database: t.database, now: clock.now });
    const timedPort = await listening(timed);
    const streams: ReturnType<typeof openStream>[] = [];
    try {
      const started = clock.now().getTime();
      const player = await register(timed);
      // Used every 6 days, the session outlives its idle limit and runs into its absolute end.
      for (let day = 6; day < 30; day += 6) {
        clock.set(new Date(started + day * 86_400_000));
        expect((await get(timed, "/api/v2/players/me", { cookie: player.cookie })).statusCode).toBe(200);
      }
      expect(6 * 86_400_000).toBeLessThan(SESSION_IDLE_MS);
      clock.set(new Date(started + SESSION_ABSOLUTE_MS - 300));
      const fresh = await login(timed, player.username);
      const expiring = openStream(player.cookie, timedPort);
      const lasting = openStream(fresh.cookie, timedPort);
      streams.push(expiring, lasting);
      await opened(expiring, lasting);
      await expiring.waitForEnd();

      await timed.events.publish(creditEvent(player.player.id));
      await lasting.waitFor("credit.updated");
      expect(expiring.events).toEqual([]);
      expect(lasting.ended()).toBe(false);
      expect((await get(timed, "/api/v2/players/me", { cookie: player.cookie })).statusCode).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
      await timed.close();
    }
  });

  it(`refuses a player's stream beyond ${MAX_STREAMS_PER_PLAYER} with 429 RATE_LIMITED`, async () => {
    expect(MAX_STREAMS_PER_PLAYER).toBe(5);
    const player = await register(t.app);
    const streams = Array.from({ length: MAX_STREAMS_PER_PLAYER }, () => openStream(player.cookie));
    try {
      await opened(...streams);
      const refused = openStream(player.cookie);
      streams.push(refused);
      const response = await refused.opened;
      expect(response.statusCode).toBe(429);
      expect(response.headers["content-type"]).toContain("application/json");
      await refused.waitForEnd();
      expect(JSON.parse(refused.raw())).toEqual({
        error: { code: "RATE_LIMITED", message: expect.any(String) },
      });

      const someone = await register(t.app);
      const theirs = openStream(someone.cookie);
      streams.push(theirs);
      await opened(theirs);

      // A stream that ends gives its place back.
      streams[0]!.close();
      let again = openStream(player.cookie);
      streams.push(again);
      for (let tries = 0; (await again.opened).statusCode !== 200; tries += 1) {
        if (tries > 100) throw new Error("the closed stream's place never came back");
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = openStream(player.cookie);
        streams.push(again);
      }
      await t.app.events.publish(creditEvent(player.player.id));
      await again.waitFor("credit.updated");
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("answers 401 when the session ends while its stream is being opened", async () => {
    const racy = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
    let endFirst: string | undefined;
    // The logout lands after the stream's request was authenticated, before the route listens for ends.
    racy.addHook("preHandler", async (request) => {
      if (endFirst === undefined || !request.url.endsWith("/players/events")) return;
      const cookie = endFirst;
      endFirst = undefined;
      expect((await logout(racy, cookie)).statusCode).toBe(200);
    });
    const racyPort = await listening(racy);
    const player = await register(racy);
    endFirst = player.cookie;
    const stream = openStream(player.cookie, racyPort);
    try {
      const response = await stream.opened;
      expect(endFirst).toBeUndefined();
      expect(response.statusCode).toBe(401);
      await stream.waitForEnd();
      expect(JSON.parse(stream.raw()).error.code).toBe("SESSION_ENDED");
    } finally {
      stream.close();
      await racy.close();
    }
  });

  it("ends every stream of a player when staff block them", async () => {
    const player = await register(t.app);
    const elsewhere = await login(t.app, player.username);
    const someone = await register(t.app);
    const streams = [openStream(player.cookie), openStream(elsewhere.cookie), openStream(someone.cookie)];
    try {
      await opened(...streams);
      const blocked = await post(
        t.app,
        `/api/admin/v1/agencies/demo/players/${player.username}/block`,
        {},
        {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        },
      );
      expect(blocked.statusCode).toBe(200);
      await Promise.all([streams[0]!.waitForEnd(), streams[1]!.waitForEnd()]);
      await t.app.events.publish(creditEvent(someone.player.id));
      await streams[2]!.waitFor("credit.updated");
      expect(streams[2]!.ended()).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("ends the session's streams in every server process on PostgreSQL", async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
    const otherPort = await listening(other);
    const streams: ReturnType<typeof openStream>[] = [];
    try {
      const player = await register(t.app);
      const elsewhere = await login(t.app, player.username);
      const here = openStream(player.cookie);
      streams.push(here);
      if (t.database.driver !== "postgres") {
        // PGlite is locked to one process, so every stream of a session is in this one.
        await opened(here);
        await logout(t.app, player.cookie);
        await here.waitForEnd();
        return;
      }
      const there = openStream(player.cookie, otherPort);
      const thereOther = openStream(elsewhere.cookie, otherPort);
      streams.push(there, thereOther);
      await opened(here, there, thereOther);

      await logout(t.app, player.cookie);
      await Promise.all([here.waitForEnd(), there.waitForEnd()]);
      await t.app.events.publish(creditEvent(player.player.id));
      await thereOther.waitFor("credit.updated");
      expect(there.events).toEqual([]);

      await endPlayerStreams(t.app.events, player.player.id);
      await thereOther.waitForEnd();
    } finally {
      for (const stream of streams) stream.close();
      await other.close();
    }
  });
});
