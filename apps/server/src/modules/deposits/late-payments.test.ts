import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { depositOrders, payments } from "../../db/schema/deposits.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { buildTestApp, get, post, type TestApp, testConfig } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { depositingPlayer, depositStatus, openDeposit, providerCredit, sendWebhook } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function canceledOrder() {
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  const canceled = await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie: player.cookie });
  expect(canceled.json().data.status).toBe("CANCELED");
  return { ...player, order };
}

async function paymentOf(code: string) {
  return (await t.database.db.select().from(payments).where(eq(payments.orderCode, code)))[0];
}

describe("a payment that arrives after its order was cancelled", () => {
  it("is credited to that order: CANCELED → PAID → SUCCESS, once, with the events the screen follows", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const seen: string[] = [];
    const unsubscribe = t.app.events.subscribe(player.id, (event) => {
      const changed =
        event.name === "deposit.updated" ? (event.data as { order: { status: string } }).order : null;
      seen.push(changed ? `deposit:${changed.status}` : event.name);
    });
    const order = await openDeposit(t.app, cookie);
    try {
      await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
      await waitUntil(() => seen.length >= 2, "the open and cancel events");
      const webhook = await sendWebhook(t.app, order, { now: t.clock.now() });
      expect(webhook.statusCode).toBe(200);
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      await t.app.jobs.runDueJobs();
      // A replay of the same webhook changes nothing more.
      await sendWebhook(t.app, order, { now: t.clock.now() });
      await t.app.jobs.runDueJobs();
      await waitUntil(() => seen.length >= 5, "the deposit and credit events");
    } finally {
      unsubscribe();
    }
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "100.00", orderCode: order.code },
    ]);
    expect(seen).toEqual([
      "deposit:OPEN",
      "deposit:CANCELED",
      "deposit:PAID",
      "deposit:SUCCESS",
      "credit.updated",
    ]);
    expect(await paymentOf(order.code)).toMatchObject({ status: "CREDITED", creditOrderCode: order.code });
  });

  it("does not collide with the newer order the player opened meanwhile, and both are credited", async () => {
    const { cookie, player, order } = await canceledOrder();
    const newer = await openDeposit(t.app, cookie);
    expect((await sendWebhook(t.app, order, { now: t.clock.now() })).statusCode).toBe(200);
    // The late order is not the player's open order: the newer one still is.
    const open = await get(t.app, "/api/v2/deposits/open", { cookie });
    expect(open.json().data.map((each: { code: string }) => each.code)).toEqual([newer.code]);
    expect((await sendWebhook(t.app, newer, { now: t.clock.now() })).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await depositStatus(t.app, cookie, newer.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("200.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(2);
  });

  it("is found by the player's check without a webhook", async () => {
    const { cookie, order } = await canceledOrder();
    await t.app.sandboxGateway!.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    const checked = await post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie });
    expect(checked.json().data.status).toBe("PAID");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });

  it("is credited after a crash between receiving it and crediting it", async () => {
    const { cookie, player, order } = await canceledOrder();
    await sendWebhook(t.app, order, { now: t.clock.now() });
    // The process dies right after the commit that recorded the payment, holding the transfer job.
    await t.database.db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: "crashed",
        lockedUntil: new Date(t.clock.now().getTime() + 10_000),
      })
      .where(eq(jobs.dedupeKey, `deposit.transfer:${order.code}`));
    const restarted = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
    await restarted.ready();
    try {
      t.clock.advance(10_000);
      await restarted.jobs.runDueJobs();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
      expect(await providerCredit(t.app, cookie)).toBe("100.00");
      expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it("keeps the database's one-open-deposit rule for orders that are not recovered", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const row = (
      await t.database.db.select().from(depositOrders).where(eq(depositOrders.code, order.code))
    )[0]!;
    const copy = { ...row, id: undefined, code: `${row.code.slice(0, 18)}X` };
    await expect(t.database.db.insert(depositOrders).values(copy)).rejects.toThrow();
    await expect(
      t.database.db.insert(depositOrders).values({ ...copy, status: "PAID", recovered: true }),
    ).resolves.toBeDefined();
    expect(player.id).toBe(row.playerId);
  });
});
