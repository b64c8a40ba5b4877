import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openEventStream } from "../../test/event-stream.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp, testConfig } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { STAFF_SESSION_IDLE_MS } from "../staff/service.ts";
import { createStaff, staffCookie, staffLogin } from "../staff/test-support.ts";
import { fundedPlayer, openWithdrawal } from "../withdrawals/test-support.ts";

let t: TestApp;
let port: number;
const secrets = new Map<string, string>();
beforeAll(async () => {
  // Default heartbeats (15 s): a stream that ends sooner was ended by its session's end, not a beat.
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

function queue(cookie: string, agency = "demo", streamPort = port) {
  return openEventStream({ port: streamPort, path: `/api/admin/v1/agencies/${agency}/events`, cookie });
}

describe("the back office's live queue", () => {
  it("shows a new withdrawal and its approval as they happen, only to the agency's staff", async () => {
    const cookie = await staffLogin(t, await createStaff(t, "finance"), secrets);
    const stream = queue(cookie);
    try {
      const response = await stream.opened;
      expect(response.statusCode).toBe(200);
      // The agency's orders as they happen: kept by no browser or proxy, never answered across cookies.
      expect(response.headers["cache-control"]).toBe("private, no-store, no-transform");
      expect(response.headers.vary).toBe("Cookie");
      const player = await fundedPlayer(t, 500);
      // The deposit that funded the player was already on the stream.
      await stream.waitFor("deposit.updated");
      const order = await openWithdrawal(t, player.cookie, "200");
      await stream.waitFor("withdrawal.updated");
      const opened = stream.events.find((event) => event.event === "withdrawal.updated");
      expect(opened?.data).toMatchObject({ order: { code: order.code, status: "OPEN", amount: "200.00" } });
      // The credit leaves the provider wallet first; then the order waits for staff.
      await t.app.jobs.runDueJobs();

      const approved = await post(
        t.app,
        `/api/admin/v1/agencies/demo/withdrawals/${order.code}/approve`,
        {},
        { cookie },
      );
      expect(approved.statusCode).toBe(200);
      await waitUntil(
        () =>
          stream.events.some(
            (event) =>
              event.event === "withdrawal.updated" &&
              (event.data as { order: { status: string } }).order.status === "SUCCESS",
          ),
        "the approved withdrawal on the stream",
      );
    } finally {
      stream.close();
    }
  });

  it("is refused to another agency's staff, to a half-finished login and to the admin token", async () => {
    const other = await staffLogin(t, await createStaff(t, "finance", { agency: "other" }), secrets);
    const elsewhere = queue(other, "demo");
    expect((await elsewhere.opened).statusCode).toBe(403);
    elsewhere.close();

    const username = await createStaff(t, "finance");
    const half = await post(t.app, "/api/admin/v1/auth/login", {
      username,
      password: "a long staff password",
    });
    const halfCookie = staffCookie(half);
    const unverified = queue(halfCookie);
    expect((await unverified.opened).statusCode).toBe(401);
    unverified.close();

    const byToken = await get(t.app, "/api/admin/v1/agencies/demo/events", { headers: admin });
    expect(byToken.statusCode).toBe(401);
  });

  it("is refused to marketing, whose role does not read orders", async () => {
    const cookie = await staffLogin(t, await createStaff(t, "marketing"), secrets);
    const stream = queue(cookie);
    expect((await stream.opened).statusCode).toBe(403);
    stream.close();
  });

  it("ends at logout, and only that session's stream", async () => {
    const username = await createStaff(t, "finance");
    const first = await staffLogin(t, username, secrets);
    const second = await staffLogin(t, username, secrets);
    const mine = queue(first);
    const other = queue(second);
    try {
      expect((await mine.opened).statusCode).toBe(200);
      expect((await other.opened).statusCode).toBe(200);
      expect((await post(t.app, "/api/admin/v1/auth/logout", {}, { cookie: first })).statusCode).toBe(200);
      await mine.waitForEnd();
      const player = await fundedPlayer(t, 100);
      await other.waitFor("deposit.updated");
      expect(other.ended()).toBe(false);
      expect(mine.raw()).not.toContain(player.username);
    } finally {
      mine.close();
      other.close();
    }
  });

  it("ends when the owner disables the account or resets its second factor", async () => {
    for (const action of ["disable", "reset-2fa"] as const) {
      const username = await createStaff(t, "support");
      const stream = queue(await staffLogin(t, username, secrets));
      try {
        expect((await stream.opened).statusCode).toBe(200);
        const changed = await post(
          t.app,
          `/api/admin/v1/agencies/demo/staff/${username}/${action}`,
          {},
          {
            headers: admin,
          },
        );
        expect(changed.statusCode).toBe(200);
        await stream.waitForEnd();
      } finally {
        stream.close();
      }
    }
  });

  it("ends at a heartbeat once the session has idled out, the stream itself not counting as activity", async () => {
    // Another server on the same database with short heartbeats: each beat checks the session.
    const quick = await buildApp({
      config: testConfig(),
      database: t.database,
      now: t.clock.now,
      eventHeartbeatMs: 50,
    });
    await quick.listen({ port: 0, host: "127.0.0.1" });
    const cookie = await staffLogin(t, await createStaff(t, "finance"), secrets);
    const stream = queue(cookie, "demo", (quick.server.address() as AddressInfo).port);
    try {
      expect((await stream.opened).statusCode).toBe(200);
      await waitUntil(() => stream.raw().split(": heartbeat").length > 3, "a few heartbeats");
      expect(stream.ended()).toBe(false);
      // Heartbeats came and went without keeping the session alive.
      t.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
      await stream.waitForEnd();
    } finally {
      stream.close();
      await quick.close();
    }
  });

  it("does not count opening the stream again as activity", async () => {
    const cookie = await staffLogin(t, await createStaff(t, "finance"), secrets);
    // The browser reopens a dropped stream by itself, every 10 minutes here.
    for (let minutes = 10; minutes < 30; minutes += 10) {
      t.clock.advance(10 * 60_000);
      const stream = queue(cookie);
      try {
        expect((await stream.opened).statusCode, `${minutes} min`).toBe(200);
      } finally {
        stream.close();
      }
    }
    t.clock.advance(10 * 60_000 + 1);
    expect((await get(t.app, "/api/admin/v1/auth/me", { cookie })).statusCode).toBe(401);
  });

  it("holds at most five streams per staff member", async () => {
    const cookie = await staffLogin(t, await createStaff(t, "finance"), secrets);
    const streams = Array.from({ length: 5 }, () => queue(cookie));
    try {
      for (const stream of streams) expect((await stream.opened).statusCode).toBe(200);
      const sixth = queue(cookie);
      streams.push(sixth);
      expect((await sixth.opened).statusCode).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
