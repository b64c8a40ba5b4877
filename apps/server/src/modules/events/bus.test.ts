import { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTestApp, type TestApp, testConfig } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import {
  EVENTS_CHANNEL,
  endsStream,
  LocalEventBus,
  type PlayerEvent,
  PostgresEventBus,
  STREAM_ENDS_CHANNEL,
  type StreamEnd,
} from "./bus.ts";
import { endPlayerStreams, endSessionStreams } from "./service.ts";

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  // A second server process on the same database (in this process, which is all a test can do).
  second = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const event: PlayerEvent<"credit.updated"> = {
  playerId: "00000000-0000-4000-8000-000000000001",
  name: "credit.updated",
  data: { provider: "gclub", credit: { amount: "1.00", currency: "THB" } },
};

/** Waits until every list holds `count` items; fails when they do not come. */
function received(lists: unknown[][], count: number) {
  return waitUntil(
    () => lists.every((list) => list.length >= count),
    () => `${count} in each of ${JSON.stringify(lists)}`,
  );
}

describe("the event bus", () => {
  it("delivers to every subscriber of the player, and stops after unsubscribe", async () => {
    const first: PlayerEvent[] = [];
    const other: PlayerEvent[] = [];
    const stop = t.app.events.subscribe(event.playerId, (delivered) => first.push(delivered));
    const stopOther = t.app.events.subscribe("someone-else", (delivered) => other.push(delivered));
    await t.app.events.publish(event);
    await received([first], 1);
    expect(first).toEqual([event]);
    expect(other).toEqual([]);
    stop();
    stopOther();
    // A subscriber added after the first hears the same delivery right after it would have.
    const sentinel: PlayerEvent[] = [];
    const stopSentinel = t.app.events.subscribe(event.playerId, (delivered) => sentinel.push(delivered));
    await t.app.events.publish(event);
    await received([sentinel], 1);
    stopSentinel();
    expect(first).toHaveLength(1);
  });

  it("fans out across server processes on PostgreSQL (LISTEN/NOTIFY), in-process on PGlite", async () => {
    // A player of its own: the other app may still be hearing the previous test's notifications.
    const fanned = { ...event, playerId: "00000000-0000-4000-8000-000000000002" };
    const here: PlayerEvent[] = [];
    const there: PlayerEvent[] = [];
    const stopHere = t.app.events.subscribe(fanned.playerId, (delivered) => here.push(delivered));
    const stopThere = second.events.subscribe(fanned.playerId, (delivered) => there.push(delivered));
    try {
      await t.app.events.publish(fanned);
      if (t.database.driver === "postgres") {
        expect(t.app.events).toBeInstanceOf(PostgresEventBus);
        await received([here, there], 1);
        expect([here, there]).toEqual([[fanned], [fanned]]);
      } else {
        // PGlite is locked to one process, so no other process can hold a stream.
        expect(t.app.events).toBeInstanceOf(LocalEventBus);
        await received([here], 1);
        expect(here).toEqual([fanned]);
        expect(there).toEqual([]);
      }
    } finally {
      stopHere();
      stopThere();
    }
  });
});

describe("publishing several events at once", () => {
  it("delivers them all, in order, in every process", async () => {
    const playerId = "00000000-0000-4000-8000-000000000004";
    const events = [1, 2, 3].map((index) => ({
      ...event,
      playerId: index === 2 ? "someone-else" : playerId,
      data: { provider: "gclub" as const, credit: { amount: `${index}.00`, currency: "THB" as const } },
    }));
    const here: PlayerEvent[] = [];
    const there: PlayerEvent[] = [];
    const stops = [
      t.app.events.subscribe(playerId, (delivered) => here.push(delivered)),
      second.events.subscribe(playerId, (delivered) => there.push(delivered)),
    ];
    try {
      await t.app.events.publishAll(events);
      await received([here], 2);
      expect(here).toEqual([events[0], events[2]]);
      if (t.database.driver === "postgres") {
        await received([there], 2);
        expect(there).toEqual([events[0], events[2]]);
      }
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("sends them in one statement on PostgreSQL", async () => {
    const { pool, statements } = fakePool();
    const bus = new PostgresEventBus(pool, t.app.log);
    await bus.publishAll([event, { ...event, playerId: "someone-else" }]);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.values).toEqual([
      EVENTS_CHANNEL,
      [JSON.stringify(event), JSON.stringify({ ...event, playerId: "someone-else" })],
    ]);
  });
});

describe("stream ends on the bus", () => {
  it("tells whether a stream of a session is one an end message ends", () => {
    expect(endsStream({ playerId: "p", sessionId: "a" }, "a")).toBe(true);
    expect(endsStream({ playerId: "p", sessionId: "a" }, "b")).toBe(false);
    expect(endsStream({ playerId: "p", keepSessionId: "a" }, "a")).toBe(false);
    expect(endsStream({ playerId: "p", keepSessionId: "a" }, "b")).toBe(true);
    expect(endsStream({ playerId: "p" }, "a")).toBe(true);
  });

  it("reaches the player's end listeners in every process, never their event listeners", async () => {
    const watched = { ...event, playerId: "00000000-0000-4000-8000-000000000003" };
    const events: PlayerEvent[] = [];
    const endsHere: StreamEnd[] = [];
    const endsThere: StreamEnd[] = [];
    const endsOther: StreamEnd[] = [];
    const stops = [
      t.app.events.subscribe(watched.playerId, (delivered) => events.push(delivered)),
      t.app.events.subscribeEnds(watched.playerId, (end) => endsHere.push(end)),
      second.events.subscribeEnds(watched.playerId, (end) => endsThere.push(end)),
      t.app.events.subscribeEnds("someone-else", (end) => endsOther.push(end)),
    ];
    try {
      await endSessionStreams(second.events, watched.playerId, "session-1");
      await endPlayerStreams(second.events, watched.playerId, { keepSessionId: "session-2" });
      await endPlayerStreams(second.events, watched.playerId);
      // Published after the ends: once it is in, any end mistaken for an event would be too.
      await t.app.events.publish(watched);
      const expected = [
        { playerId: watched.playerId, sessionId: "session-1" },
        { playerId: watched.playerId, keepSessionId: "session-2" },
        { playerId: watched.playerId },
      ];
      if (t.database.driver === "postgres") {
        await received([endsHere, endsThere], 3);
        await received([events], 1);
        expect(endsHere).toEqual(expected);
      } else {
        // PGlite is locked to one process: the other app's bus does not reach this one.
        await received([endsThere, events], 1);
        expect(endsHere).toEqual([]);
      }
      expect(endsThere).toEqual(expected);
      expect(events).toEqual([watched]);
      expect(endsOther).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});

/** A stand-in for the pg pool: hands out listener clients whose notifications the test sends. */
function fakePool() {
  const clients: (EventEmitter & { queries: string[]; released: number })[] = [];
  const statements: { text: string; values?: unknown[] }[] = [];
  const pool = {
    async connect() {
      const client = Object.assign(new EventEmitter(), {
        queries: [] as string[],
        released: 0,
        async query(text: string) {
          client.queries.push(text);
          return { rows: [] };
        },
        release() {
          // As pg's pool does: a client handed back twice is a bug.
          if (++client.released > 1)
            throw new Error("Release called on client which has already been released");
        },
      });
      clients.push(client);
      return client;
    },
    async query(statement: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      statements.push(typeof statement === "string" ? { text: statement, values } : statement);
      return { rows: [] };
    },
  };
  return { pool: pool as unknown as pg.Pool, clients, statements };
}

describe("PostgresEventBus listener", () => {
  it("ignores an end notification it cannot read, and delivers one it can", async () => {
    const { pool, clients } = fakePool();
    const bus = new PostgresEventBus(pool, t.app.log);
    await bus.start();
    const ends: StreamEnd[] = [];
    bus.subscribeEnds("p1", (end) => ends.push(end));
    try {
      expect(clients[0]!.queries).toEqual([`listen ${EVENTS_CHANNEL}`, `listen ${STREAM_ENDS_CHANNEL}`]);
      const notify = (payload: string) =>
        clients[0]!.emit("notification", { channel: STREAM_ENDS_CHANNEL, payload });
      notify("not json");
      notify(JSON.stringify({ playerId: "p1", sessionId: 42 }));
      notify(JSON.stringify({ playerId: "p1", sessionId: "s1" }));
      expect(ends).toEqual([{ playerId: "p1", sessionId: "s1" }]);
    } finally {
      await bus.close();
    }
  });

  it("lets a closed listener's connection fail without handing it back twice", async () => {
    const { pool, clients } = fakePool();
    const bus = new PostgresEventBus(pool, t.app.log, 10);
    await bus.start();
    await bus.close();
    // The database drops the connection after the bus closed it (a database removed at shutdown).
    expect(() => clients[0]!.emit("error", new Error("terminating connection"))).not.toThrow();
    expect(clients[0]!.released).toBe(1);
    expect(clients).toHaveLength(1);
  });

  it("ends every stream once it listens again after losing its connection, as ends may have been missed", async () => {
    const { pool, clients } = fakePool();
    const bus = new PostgresEventBus(pool, t.app.log, 10);
    await bus.start();
    const ends: StreamEnd[] = [];
    bus.subscribeEnds("p1", (end) => ends.push(end));
    bus.subscribeEnds("p2", (end) => ends.push(end));
    try {
      clients[0]!.emit("error", new Error("connection lost"));
      await received([ends], 2);
      expect(clients).toHaveLength(2);
      expect(clients[1]!.queries).toContain(`listen ${STREAM_ENDS_CHANNEL}`);
      expect(ends).toEqual([{ playerId: "p1" }, { playerId: "p2" }]);
    } finally {
      await bus.close();
    }
  });
});
