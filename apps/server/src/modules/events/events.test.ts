import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTestApp, get, type TestApp, testConfig } from "../../test/helper.ts";
import { depositingPlayer, openDeposit, sendWebhook } from "../deposits/test-support.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Opens the player's event stream and collects its events as they come. */
function openStream(cookie: string, streamPort = port) {
  const events: ServerSentEvent[] = [];
  let text = "";
  let everything = "";
  let resolveOpen!: (response: http.IncomingMessage) => void;
  const opened = new Promise<http.IncomingMessage>((resolve) => {
    resolveOpen = resolve;
  });
  const request = http.get(
    {
      host: "127.0.0.1",
      port: streamPort,
      path: "/api/v2/players/events",
      headers: { cookie, host: "localhost" },
    },
    (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
        everything += chunk;
        let end = text.indexOf("\n\n");
        while (end !== -1) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          const name = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
          end = text.indexOf("\n\n");
        }
      });
      resolveOpen(response);
    },
  );
  return {
    events,
    opened,
    raw: () => everything,
    close: () => request.destroy(),
    async waitFor(name: string, count = 1) {
      for (let waited = 0; waited < 5000; waited += 20) {
        if (events.filter((event) => event.event === name).length >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${name} event; got ${JSON.stringify(events)}`);
    },
  };
}

describe("GET /api/v2/players/events (design §8)", () => {
  it("streams the player's deposit and credit updates as server-sent events", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const stream = openStream(cookie);
    const response = await stream.opened;
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(response.headers["cache-control"]).toContain("no-cache");
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
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(stream.events).toHaveLength(1);
      expect(stream.raw()).not.toContain("error");
    } finally {
      stream.close();
    }
  });

  it("keeps an idle stream alive with heartbeat comments", async () => {
    const quick = await buildApp({
      config: testConfig(),
      database: t.database,
      now: t.clock.now,
      eventHeartbeatMs: 50,
    });
    await quick.listen({ port: 0, host: "127.0.0.1" });
    const { cookie } = await depositingPlayer(t.app);
    const stream = openStream(cookie, (quick.server.address() as AddressInfo).port);
    try {
      await stream.opened;
      for (let waited = 0; waited < 3000 && !stream.raw().includes(": heartbeat"); waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(stream.raw()).toContain(": heartbeat\n\n");
    } finally {
      stream.close();
      await quick.close();
    }
  });

  it("lets go of the player's subscription and heartbeat when the client goes away", async () => {
    const bus = t.app.events;
    const subscribe = bus.subscribe.bind(bus);
    let active = 0;
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
    try {
      const { cookie, player } = await depositingPlayer(t.app);
      const streams = [openStream(cookie), openStream(cookie)];
      await Promise.all(streams.map((stream) => stream.opened));
      for (let waited = 0; waited < 2000 && active < 2; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(active).toBe(2);
      streams[0]!.close();
      for (let waited = 0; waited < 2000 && active > 1; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(active).toBe(1);
      // The stream still open goes on receiving; the closed one is not written to.
      await bus.publish({
        playerId: player.id,
        name: "credit.updated",
        data: { provider: "gclub", credit: { amount: "1.00", currency: "THB" } },
      });
      await streams[1]!.waitFor("credit.updated");
      expect(streams[0]!.events).toEqual([]);
      streams[1]!.close();
      for (let waited = 0; waited < 2000 && active > 0; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(active).toBe(0);
    } finally {
      bus.subscribe = subscribe;
    }
  });

  it("answers 401 to a visitor", async () => {
    const response = await get(t.app, "/api/v2/players/events");
    expect(response.statusCode).toBe(401);
  });
});
