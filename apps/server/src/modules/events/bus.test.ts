import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTestApp, type TestApp, testConfig } from "../../test/helper.ts";
import { LocalEventBus, type PlayerEvent, PostgresEventBus } from "./bus.ts";

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

async function received(listeners: PlayerEvent[][], count: number) {
  for (let waited = 0; waited < 3000; waited += 20) {
    if (listeners.every((list) => list.length >= count)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
    await t.app.events.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first).toHaveLength(1);
  });

  it("fans out across server processes on PostgreSQL (LISTEN/NOTIFY), in-process on PGlite", async () => {
    const here: PlayerEvent[] = [];
    const there: PlayerEvent[] = [];
    const stopHere = t.app.events.subscribe(event.playerId, (delivered) => here.push(delivered));
    const stopThere = second.events.subscribe(event.playerId, (delivered) => there.push(delivered));
    try {
      await t.app.events.publish(event);
      if (t.database.driver === "postgres") {
        expect(t.app.events).toBeInstanceOf(PostgresEventBus);
        await received([here, there], 1);
        expect([here, there]).toEqual([[event], [event]]);
      } else {
        // PGlite is locked to one process, so no other process can hold a stream.
        expect(t.app.events).toBeInstanceOf(LocalEventBus);
        await received([here], 1);
        expect(here).toEqual([event]);
        expect(there).toEqual([]);
      }
    } finally {
      stopHere();
      stopThere();
    }
  });
});
