import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTransfers } from "../../adapters/game-provider/sandbox/schema.ts";
import type { SandboxPaymentGateway } from "../../adapters/payment-gateway/sandbox.ts";
import { buildApp } from "../../app.ts";
import { paymentEvents } from "../../db/schema/deposits.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { ADMIN_TOKEN, buildTestApp, post, type TestApp, testConfig } from "../../test/helper.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { depositingPlayer, depositStatus, openDeposit, providerCredit, sendWebhook } from "./test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let t: TestApp;
let gateway: SandboxPaymentGateway;
beforeAll(async () => {
  t = await buildTestApp();
  gateway = t.app.sandboxGateway!;
});
afterAll(() => t.close());

async function paidOrder() {
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  return { ...player, order };
}

async function eventsOf(code: string) {
  return t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderCode, code));
}

describe("the signed webhook", () => {
  it("moves OPEN → PAID, and the transfer job PAID → SUCCESS with the credit and one ledger entry", async () => {
    const { cookie, player, order } = await paidOrder();
    const response = await sendWebhook(t.app, order, { now: t.clock.now() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(await providerCredit(t.app, cookie)).toBe("0.00");

    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    const ledger = await listPlayerLedger(t.database.db, player.id);
    expect(ledger).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "100.00", currency: "THB", provider: "gclub", orderCode: order.code },
    ]);
  });

  it("credits nothing for a bad signature, a stale timestamp or a missing header", async () => {
    const { cookie, order } = await paidOrder();
    const forged = await sendWebhook(t.app, order, { now: t.clock.now(), secret: "not-the-real-secret!" });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe("UNAUTHENTICATED");
    const stale = await sendWebhook(t.app, order, {
      now: t.clock.now(),
      signedAt: new Date(t.clock.now().getTime() - 301_000),
    });
    expect(stale.statusCode).toBe(401);
    const missing = await sendWebhook(t.app, order, { now: t.clock.now(), signature: "" });
    expect(missing.statusCode).toBe(401);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    expect(await eventsOf(order.code)).toEqual([]);
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
  });

  it("records a wrong amount or currency and credits nothing", async () => {
    const { cookie, player, order } = await paidOrder();
    const less = await sendWebhook(t.app, order, {
      now: t.clock.now(),
      amount: "65000",
      eventId: "evt-less",
      reference: `LESS${order.code}`,
    });
    expect(less.statusCode).toBe(200);
    const currency = await sendWebhook(t.app, order, {
      now: t.clock.now(),
      currency: "THB",
      eventId: "evt-thb",
      reference: `THB${order.code}`,
    });
    expect(currency.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    expect((await eventsOf(order.code)).map((event) => event.outcome)).toEqual(["MISMATCH", "MISMATCH"]);
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toEqual([]);
  });

  it("credits once when the same webhook is replayed 10 times at once", async () => {
    const { cookie, player, order } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sendWebhook(t.app, order, { now: t.clock.now() })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    await Promise.all([t.app.jobs.runDueJobs(), t.app.jobs.runDueJobs()]);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
    expect(await eventsOf(order.code)).toHaveLength(1);
  });

  it("records a webhook for an unknown order and credits nothing", async () => {
    const unknown = await sendWebhook(
      t.app,
      { code: "DNOSUCHORDER0000000", amount: "66000", currency: "LAK" },
      { now: t.clock.now() },
    );
    expect(unknown.statusCode).toBe(200);
    expect((await eventsOf("DNOSUCHORDER0000000"))[0]?.outcome).toBe("UNKNOWN_ORDER");
  });

  it("answers 404 for an unknown gateway and needs no agency host", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/payments/paypal/webhook",
      headers: { "content-type": "application/json", host: "nobody.example" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });
});

describe("check", () => {
  it("answers the order unchanged while the gateway has no payment", async () => {
    const { cookie, order } = await paidOrder();
    const response = await post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe("OPEN");
  });

  it("settles a payment made without a webhook; 8 checks at once credit once", async () => {
    const { cookie, player, order } = await paidOrder();
    await gateway.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie })),
    );
    expect(answers.map((answer) => answer.json().data.status)).toEqual(Array(8).fill("PAID"));
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
  });

  it("finds a payment the watch job asks about before the order expires", async () => {
    const { cookie, order } = await paidOrder();
    await gateway.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    t.clock.advance(30_000);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
  });

  it("does not cancel an order that was paid: cancel settles it instead", async () => {
    const { cookie, order } = await paidOrder();
    await gateway.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    const response = await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
    expect(response.json().data.status).toBe("PAID");
  });
});

describe("crash recovery", () => {
  it("finishes a transfer left behind by a crash between PAID and the credit, exactly once", async () => {
    const { cookie, player, order } = await paidOrder();
    await sendWebhook(t.app, order, { now: t.clock.now() });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    // The process dies holding the job: claimed, lease running, transfer never made.
    await t.database.db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: "dead-process",
        lockedUntil: new Date(t.clock.now().getTime() + 60_000),
      })
      .where(eq(jobs.dedupeKey, `deposit.transfer:${order.code}`));

    const restarted = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
    await restarted.ready();
    try {
      // While the dead worker's lease runs, nobody else takes its job.
      await restarted.jobs.runDueJobs();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      t.clock.advance(60_000);
      await restarted.jobs.runDueJobs();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
      expect(await providerCredit(t.app, cookie)).toBe("100.00");
      expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it("does not move credit twice when the crash came after the provider's transfer", async () => {
    const { cookie, player, order } = await paidOrder();
    await sendWebhook(t.app, order, { now: t.clock.now() });
    // The provider received the transfer, then we died before writing SUCCESS.
    await t.app.gameProviders.gclub.transferIn({
      memberUsername: `demo_${player.username}`,
      amount: "100.00",
      reference: order.code,
    });
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    const transfers = await t.database.db
      .select()
      .from(sandboxTransfers)
      .where(and(eq(sandboxTransfers.provider, "gclub"), eq(sandboxTransfers.reference, order.code)));
    expect(transfers).toHaveLength(1);
  });

  it("retries a failing transfer with backoff; when its attempts are spent the order waits PAID for staff", async () => {
    const { cookie, order } = await paidOrder();
    const provider = t.app.gameProviders.gclub;
    const original = provider.transferIn.bind(provider);
    provider.transferIn = async () => {
      throw new Error("provider timeout");
    };
    const jobOf = async () =>
      (
        await t.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `deposit.transfer:${order.code}`))
      )[0]!;
    try {
      await sendWebhook(t.app, order, { now: t.clock.now() });
      await t.app.jobs.runDueJobs();
      const job = await jobOf();
      expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "provider timeout" });
      expect(job.runAt.getTime()).toBe(t.clock.now().getTime() + 1000);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        t.clock.advance(5 * 60 * 1000);
        await t.app.jobs.runDueJobs();
      }
      // Whether the credit moved is unknown while the provider is down: nothing is guessed.
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      expect(await jobOf()).toMatchObject({ status: "dead", attempts: 10 });
    } finally {
      provider.transferIn = original;
    }
    const dead = await jobOf();
    const retry = await post(
      t.app,
      `/api/admin/v1/agencies/demo/jobs/${dead.id}/retry`,
      {},
      { headers: admin },
    );
    expect(retry.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });
});
