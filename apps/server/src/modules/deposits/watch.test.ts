import { DEPOSIT_EXPIRY_MS } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, post, type TestApp } from "../../test/helper.ts";
import { findJob } from "../jobs/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { findDepositByCode } from "./repository.ts";
import { depositingPlayer, depositStatus, openDeposit, providerCredit } from "./test-support.ts";
import { LATE_CHECKS_MS } from "./watch.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The player pays the order in full now, and the bank's webhook never comes. */
function paidWithoutWebhook(order: { code: string; amount: string; currency: string }) {
  return t.app.sandboxGateway!.recordPayment({
    orderCode: order.code,
    amount: order.amount,
    currency: order.currency,
    paidAt: t.clock.now(),
  });
}

describe("the watch job through a gateway outage", () => {
  it("expires an order on time while the gateway cannot answer, and credits a payment found later", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const gateway = t.app.paymentGateway;
    const original = gateway.findPayment.bind(gateway);
    gateway.findPayment = async () => {
      throw new Error("gateway unreachable");
    };
    try {
      for (let elapsed = 0; elapsed <= DEPOSIT_EXPIRY_MS; elapsed += 30_000) {
        t.clock.advance(30_000);
        await t.app.jobs.runDueJobs();
      }
      // Safe to cancel without the gateway's word: money paid meanwhile is credited to the order.
      expect(await depositStatus(t.app, cookie, order.code)).toBe("CANCELED");
      expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({
        status: "pending",
      });
      // The player paid at the last second, and the bank's webhook never came.
      await paidWithoutWebhook(order);
      t.clock.advance(5 * 60_000);
      await t.app.jobs.runDueJobs();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("CANCELED");
    } finally {
      gateway.findPayment = original;
    }
    // The gateway is back: the next late check finds the payment and credits it.
    t.clock.advance(60_000);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
  });

  it("stops looking for a late payment a day after the order was cancelled", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
    for (const offset of LATE_CHECKS_MS) {
      t.clock.set(new Date(t.clock.now().getTime() + offset));
      await t.app.jobs.runDueJobs();
    }
    t.clock.advance(24 * 3_600_000);
    await t.app.jobs.runDueJobs();
    expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({ status: "done" });
  });
});

describe("a player's cancel that lands just as the watch expires the order", () => {
  it("still leaves the late checks to find a payment whose webhook never came", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const gateway = t.app.paymentGateway;
    const original = gateway.findPayment.bind(gateway);
    // The watch asks the gateway before it cancels the expired order: the player cancels meanwhile.
    let cancelled: number | undefined;
    gateway.findPayment = async (code) => {
      gateway.findPayment = original;
      cancelled = (await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie })).statusCode;
      return original(code);
    };
    try {
      t.clock.advance(DEPOSIT_EXPIRY_MS);
      await t.app.jobs.runDueJobs();
    } finally {
      gateway.findPayment = original;
    }
    expect(cancelled).toBe(200);
    // The player's cancel won the race, not the watch's expiry.
    expect(await findDepositByCode(t.database.db, order.code)).toMatchObject({
      status: "CANCELED",
      failureReason: "PLAYER",
    });
    expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({
      status: "pending",
    });

    // The player paid at the last second, and the bank's webhook never came: a late check finds it.
    await paidWithoutWebhook(order);
    t.clock.advance(LATE_CHECKS_MS[0]!);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
  });
});

describe("a payment of the wrong amount found by asking the gateway", () => {
  async function underpaidOrder() {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await t.app.sandboxGateway!.recordPayment({
      orderCode: order.code,
      amount: "65000",
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    return { cookie, player, order };
  }

  it("credits nothing and does not stop the player from cancelling", async () => {
    const { cookie, player, order } = await underpaidOrder();
    for (let check = 0; check < 2; check += 1) {
      const checked = await post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie });
      expect(checked.json().data.status).toBe("OPEN");
    }
    const canceled = await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
    expect(canceled.json().data.status).toBe("CANCELED");
    await t.app.jobs.runDueJobs();
    expect(await listPlayerLedger(t.database.db, player.id)).toEqual([]);
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
  });

  it("does not stop the watch job: the order still expires after 15 minutes", async () => {
    const { cookie, player, order } = await underpaidOrder();
    for (let elapsed = 0; elapsed < DEPOSIT_EXPIRY_MS; elapsed += 30_000) {
      t.clock.advance(30_000);
      await t.app.jobs.runDueJobs();
    }
    expect(await depositStatus(t.app, cookie, order.code)).toBe("CANCELED");
    expect(await listPlayerLedger(t.database.db, player.id)).toEqual([]);
  });
});
