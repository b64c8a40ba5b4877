import { DEPOSIT_EXPIRY_MS } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, post, type TestApp } from "../../test/helper.ts";
import { findJob } from "../jobs/repository.ts";
import { listPlayerLedger } from "../ledger/repository.ts";
import { depositingPlayer, depositStatus, openDeposit, providerCredit } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the watch job through a gateway outage (design §8)", () => {
  it("keeps an expired order OPEN while the gateway cannot say whether it was paid, then expires it", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const gateway = t.app.paymentGateway;
    const original = gateway.findPayment.bind(gateway);
    gateway.findPayment = async () => {
      throw new Error("gateway unreachable");
    };
    try {
      // Twice the expiry time without an answer: far more attempts than a failing job is given.
      for (let elapsed = 0; elapsed < 2 * DEPOSIT_EXPIRY_MS; elapsed += 30_000) {
        t.clock.advance(30_000);
        await t.app.jobs.runDueJobs();
      }
      // Cancelling without the gateway's word could cancel money already paid.
      expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
      expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({
        status: "pending",
      });
    } finally {
      gateway.findPayment = original;
    }
    t.clock.advance(5 * 60_000);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("CANCELED");
    expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({ status: "done" });
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
