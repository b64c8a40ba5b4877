import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxTransfers } from "../../adapters/game-provider/sandbox/schema.ts";
import { signatureHeader } from "../../adapters/payment-gateway/signature.ts";
import { buildApp } from "../../app.ts";
import { paymentEvents } from "../../db/schema/deposits.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { buildTestApp, post, type TestApp, testConfig } from "../../test/helper.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import {
  depositingPlayer,
  depositStatus,
  loseFirstTransferAnswer,
  openDeposit,
  providerCredit,
  SANDBOX_SECRET,
  webhookBody,
} from "./test-support.ts";

/*
 * Several server processes share one database. Here two apps on the same database stand
 * for two processes (on PostgreSQL they race on separate connections of the pool).
 */
let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  second = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** The same bytes, signed once: what a gateway's retries would send. */
function replay(app: FastifyInstance, rawBody: string, signature: string) {
  return app.inject({
    method: "POST",
    url: "/api/v2/payments/sandbox/webhook",
    headers: { "content-type": "application/json", "x-signature": signature, host: "gateway.example.net" },
    payload: rawBody,
  });
}

async function transfersOf(code: string) {
  return t.database.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, code));
}

describe("two server processes on one database", () => {
  it("credit once for 10 webhook replays, 8 checks and both job workers, all at the same time", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await t.app.sandboxGateway!.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    const rawBody = webhookBody(order);
    const signature = signatureHeader(SANDBOX_SECRET, rawBody, t.clock.now());
    const apps = [t.app, second];
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, index) => replay(apps[index % 2]!, rawBody, signature)),
      ...Array.from({ length: 8 }, (_, index) =>
        post(apps[index % 2]!, `/api/v2/deposits/${order.code}/check`, {}, { cookie }),
      ),
      t.app.jobs.runDueJobs(),
      second.jobs.runDueJobs(),
    ]);
    expect(answers.slice(0, 18).map((answer) => (answer as { statusCode: number }).statusCode)).toEqual(
      Array(18).fill(200),
    );
    await Promise.all([t.app.jobs.runDueJobs(), second.jobs.runDueJobs()]);

    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(second, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "100.00", orderCode: order.code },
    ]);
    expect(await transfersOf(order.code)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderCode, order.code));
    // One row per event id (the webhook's, and the query's of the checks), one of them PAID.
    expect(events.filter((event) => event.outcome === "PAID")).toHaveLength(1);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
    const transferJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `deposit.transfer:${order.code}`));
    expect(transferJobs).toMatchObject([{ status: "done" }]);
  });

  it("credits the money once whoever wins when the player cancels while its payment arrives (20 races)", async () => {
    for (let round = 0; round < 20; round += 1) {
      const { cookie, player } = await depositingPlayer(t.app);
      const order = await openDeposit(t.app, cookie);
      const rawBody = webhookBody(order);
      const signature = signatureHeader(SANDBOX_SECRET, rawBody, t.clock.now());
      const [canceled, webhook] = await Promise.all([
        post(second, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie }),
        replay(t.app, rawBody, signature),
      ]);
      expect(webhook.statusCode).toBe(200);
      // The cancel either won (200, CANCELED until the payment credits it) or found the order paid.
      expect(
        canceled.statusCode === 200 || canceled.json().error.fields?.code === "validation.order_not_open",
      ).toBe(true);
      await Promise.all([t.app.jobs.runDueJobs(), second.jobs.runDueJobs()]);
      // The bank took the money: lost in no round, doubled in none.
      expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
      expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
      expect(await providerCredit(t.app, cookie)).toBe("100.00");
    }
  });
});

describe("a provider whose answer is lost", () => {
  it("retries a transfer the provider made but answered with an error, and credits once", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const { asked, restore } = loseFirstTransferAnswer(t.app.gameProviders.gclub);
    try {
      const rawBody = webhookBody(order);
      await replay(t.app, rawBody, signatureHeader(SANDBOX_SECRET, rawBody, t.clock.now()));
      await t.app.jobs.runDueJobs();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      expect(await listPlayerLedger(t.database.db, player.id)).toEqual([]);

      t.clock.advance(1000);
      await t.app.jobs.runDueJobs();
      // The retry asks the provider for the transfer by its reference instead of repeating it.
      expect(asked.calls).toBe(1);
      expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
      expect(await providerCredit(t.app, cookie)).toBe("100.00");
      expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);
      expect(await transfersOf(order.code)).toHaveLength(1);
    } finally {
      restore();
    }
  });
});
