import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { buildTestApp, get, post, type TestApp, testConfig } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { providerCredit } from "../deposits/test-support.ts";
import type { PlayerEvent } from "../events/bus.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { refundReference } from "./payout.ts";
import { fundedPlayer, openWithdrawal, staffAct, staffGet, withdrawalStatus } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function transferredOrder(credit = 1000, amount = "400") {
  const player = await fundedPlayer(t, credit);
  const order = await openWithdrawal(t, player.cookie, amount);
  await t.app.jobs.runDueJobs();
  return { ...player, order };
}

const ledgerOf = async (playerId: string, code: string) =>
  (await listPlayerLedger(t.database.db, playerId)).filter((entry) => entry.orderCode === code);

describe("staff approve", () => {
  it("moves OPEN → SUCCESS once, with the payout entry; a second approval or a rejection changes nothing", async () => {
    const { cookie, player, order } = await transferredOrder();
    const events: PlayerEvent[] = [];
    const unsubscribe = t.app.events.subscribe(player.id, (event) => events.push(event));
    const approved = await staffAct(t, order.code, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("SUCCESS");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("SUCCESS");
    await waitUntil(
      () => events.some((event) => event.name === "withdrawal.updated"),
      "the withdrawal.updated event",
    );
    unsubscribe();

    for (const action of ["approve", "reject"] as const) {
      const again = await staffAct(t, order.code, action);
      expect(again.statusCode, action).toBe(409);
      expect(again.json().error).toMatchObject({
        code: "ORDER_NOT_OPEN",
        message: expect.stringContaining("SUCCESS"),
      });
    }
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("600.00");
    expect(await ledgerOf(player.id, order.code)).toMatchObject([
      { kind: "WITHDRAWAL_OUT", amount: "-400.00" },
      { kind: "WITHDRAWAL_PAYOUT", amount: "256000.00", currency: "LAK" },
    ]);
  });

  it("refuses to act before the credit has left the provider", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "100");
    for (const action of ["approve", "reject"] as const) {
      const early = await staffAct(t, order.code, action);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe("ORDER_NOT_OPEN");
    }
    await t.app.jobs.runDueJobs();
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    expect((await staffAct(t, order.code, "approve")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown code or another agency's order", async () => {
    const { order } = await transferredOrder(200, "100");
    expect((await staffAct(t, "WNOSUCHORDER", "approve")).statusCode).toBe(404);
    const elsewhere = await post(
      t.app,
      `/api/admin/v1/agencies/other/withdrawals/${order.code}/approve`,
      {},
      { headers: { authorization: "Bearer test-admin-token-0123456789" } },
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("staff reject", () => {
  it("moves OPEN → REJECTED and returns the credit exactly once by job", async () => {
    const { cookie, player, order } = await transferredOrder();
    expect(await providerCredit(t.app, cookie)).toBe("600.00");
    const rejected = await staffAct(t, order.code, "reject", { reason: "name does not match" });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.status).toBe("REJECTED");
    const listed = (await staffGet(t, `/withdrawals?search=${order.code}`)).json().data.items[0];
    expect(listed).toMatchObject({
      code: order.code,
      status: "REJECTED",
      reason: "name does not match",
      creditTaken: true,
    });
    const [again, approve] = await Promise.all([
      staffAct(t, order.code, "reject"),
      staffAct(t, order.code, "approve"),
    ]);
    expect(again.statusCode).toBe(409);
    expect(approve.statusCode).toBe(409);

    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("1000.00");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("REJECTED");
    expect(await ledgerOf(player.id, order.code)).toMatchObject([
      { kind: "WITHDRAWAL_OUT", amount: "-400.00" },
      { kind: "WITHDRAWAL_REFUND", amount: "400.00" },
    ]);
  });

  it("does not return twice when the refund reached the provider but the process died before recording it", async () => {
    const { cookie, player, order } = await transferredOrder();
    await staffAct(t, order.code, "reject");
    const username = (await get(t.app, "/api/v2/players/me", { cookie })).json().data.player.username;
    // The crash: the provider took the refund, our side never recorded it.
    await t.app.gameProviders.gclub.transferIn({
      memberUsername: `demo_${username}`,
      amount: "400.00",
      reference: refundReference(order.code),
    });
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("1000.00");
    expect((await ledgerOf(player.id, order.code)).map((entry) => entry.kind)).toEqual([
      "WITHDRAWAL_OUT",
      "WITHDRAWAL_REFUND",
    ]);
  });
});

describe("a crash between the order and the transfer out", () => {
  it("is finished by the next process from the job row left behind", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    const order = await openWithdrawal(t, cookie, "250");
    const pending = await t.database.db.select().from(jobs);
    expect(pending.some((job) => job.dedupeKey.endsWith(order.code) && job.status === "pending")).toBe(true);

    // A new process on the same database: it finds the job and finishes it.
    const restarted = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
    await restarted.ready();
    try {
      await restarted.jobs.runDueJobs();
    } finally {
      await restarted.close();
    }
    expect(await providerCredit(t.app, cookie)).toBe("750.00");
    expect((await ledgerOf(player.id, order.code)).map((entry) => entry.amount)).toEqual(["-250.00"]);
  });

  it("does not take the credit twice when the provider had already done the transfer", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    const order = await openWithdrawal(t, cookie, "250");
    const username = (await get(t.app, "/api/v2/players/me", { cookie })).json().data.player.username;
    await t.app.gameProviders.gclub.transferOut({
      memberUsername: `demo_${username}`,
      amount: "250.00",
      reference: order.code,
    });
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("750.00");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    expect(await ledgerOf(player.id, order.code)).toHaveLength(1);
  });
});

describe("admin withdrawal list", () => {
  it("lists the agency's orders, filtered by status", async () => {
    const { order } = await transferredOrder(300, "100");
    const open = await staffGet(t, "/withdrawals?status=OPEN");
    expect(open.statusCode).toBe(200);
    const codes = open.json().data.items.map((item: { code: string }) => item.code);
    expect(codes).toContain(order.code);
    expect(open.json().data.items.every((item: { status: string }) => item.status === "OPEN")).toBe(true);
    expect((await staffGet(t, "/withdrawals?status=NOPE")).statusCode).toBe(400);
  });

  it("says whether the credit has left the game yet, which staff need before they can act", async () => {
    const player = await fundedPlayer(t, 300);
    const order = await openWithdrawal(t, player.cookie, "100");
    const waiting = (await staffGet(t, `/withdrawals?search=${order.code}`)).json().data.items[0];
    expect(waiting).toMatchObject({ status: "OPEN", creditTaken: false });
    await t.app.jobs.runDueJobs();
    const ready = (await staffGet(t, `/withdrawals?search=${order.code}`)).json().data.items[0];
    expect(ready).toMatchObject({ status: "OPEN", creditTaken: true });
  });

  it("pages, sorts oldest first for the queue, and finds an order by code or player", async () => {
    const first = await transferredOrder(300, "100");
    t.clock.advance(60_000);
    const second = await transferredOrder(300, "120");
    const queue = (await staffGet(t, "/withdrawals?status=OPEN&order=asc&pageSize=100")).json().data;
    const codes = queue.items.map((item: { code: string }) => item.code);
    expect(codes.indexOf(first.order.code)).toBeLessThan(codes.indexOf(second.order.code));
    expect(queue.total).toBe(queue.items.length);

    const onePage = (await staffGet(t, "/withdrawals?status=OPEN&order=asc&pageSize=1&page=2")).json().data;
    expect(onePage).toMatchObject({ page: 2, pageSize: 1, total: queue.total });
    expect(onePage.items.map((item: { code: string }) => item.code)).toEqual([codes[1]]);

    const byCode = (await staffGet(t, `/withdrawals?search=${second.order.code.toLowerCase()}`)).json().data;
    expect(byCode.items.map((item: { code: string }) => item.code)).toEqual([second.order.code]);
    const byPlayer = (await staffGet(t, `/withdrawals?search=${first.username}`)).json().data;
    expect(byPlayer.items.map((item: { username: string }) => item.username)).toEqual([first.username]);
    expect(byPlayer.items[0]).toMatchObject({
      accountNumber: expect.any(String),
      bankName: expect.any(String),
    });

    const biggest = (await staffGet(t, "/withdrawals?sort=amount&order=desc&pageSize=1")).json().data
      .items[0];
    const all = (await staffGet(t, "/withdrawals?pageSize=100")).json().data.items;
    expect(Number(biggest.amount)).toBe(
      Math.max(...all.map((item: { amount: string }) => Number(item.amount))),
    );

    const since = new Date(t.clock.now().getTime() - 30_000).toISOString();
    const recent = (await staffGet(t, `/withdrawals?from=${encodeURIComponent(since)}&pageSize=100`)).json()
      .data;
    expect(recent.items.map((item: { code: string }) => item.code)).toEqual([second.order.code]);
    expect((await staffGet(t, "/withdrawals?from=yesterday")).statusCode).toBe(400);
    expect((await staffGet(t, "/withdrawals?pageSize=1000")).statusCode).toBe(400);
  });

  it("refuses calls without or with a wrong token", async () => {
    const { order } = await transferredOrder(300, "100");
    const none = await post(t.app, `/api/admin/v1/agencies/demo/withdrawals/${order.code}/approve`, {});
    expect(none.statusCode).toBe(401);
    const wrong = await post(
      t.app,
      `/api/admin/v1/agencies/demo/withdrawals/${order.code}/approve`,
      {},
      { headers: { authorization: "Bearer wrong-token-0123456789" } },
    );
    expect(wrong.statusCode).toBe(401);
    const list = await get(t.app, "/api/admin/v1/agencies/demo/withdrawals");
    expect(list.statusCode).toBe(401);
    expect(
      (await staffGet(t, `/withdrawals?status=OPEN`))
        .json()
        .data.items.some((item: { code: string }) => item.code === order.code),
    ).toBe(true);
  });
});
