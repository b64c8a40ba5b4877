import type { AddressInfo } from "node:net";
import { DEPOSIT_EXPIRY_MS, PHAJAY_WEBHOOK_PATH } from "@kham/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { depositOrders, paymentEvents, payments } from "../../db/schema/deposits.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { paymentGatewaySettings } from "../../db/schema/payment-gateway.ts";
import { seedDatabase } from "../../db/seed.ts";
import { openTestDatabase } from "../../test/database.ts";
import { openEventStream } from "../../test/event-stream.ts";
import { type FakePhaJay, startFakePhaJay } from "../../test/fakes/phajay.ts";
import { ADMIN_TOKEN, register, type TestClock, testClock, testConfig } from "../../test/helper.ts";
import { addBankAccount, LAK_MID, THB_MID } from "./test-support.ts";
import { WATCH_EVERY_MS } from "./watch.ts";

/* The research's cases against the fake PhaJay: the demo agency is switched to it through the owner's API. */

const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, host: "localhost" };
const logLines: string[] = [];
const answers: string[] = [];
let app: FastifyInstance;
let database: Database;
let clock: TestClock;
let fake: FakePhaJay;
let port: number;
let webhookPath: string;

beforeAll(async () => {
  fake = await startFakePhaJay();
  database = await openTestDatabase();
  await seedDatabase(database.db);
  clock = testClock();
  app = await buildApp({
    config: testConfig(),
    database,
    now: clock.now,
    // Long enough for a loaded CI core to reach the in-process fake; the "timeout" cases wait it out.
    adapterTimeoutMs: 2_000,
    logger: pino({ level: "trace" }, { write: (line: string) => logLines.push(line) }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
  const settings = await usePhaJay(fake.key);
  expect(settings.statusCode).toBe(200);
  const token = new URL(settings.json().data.webhookUrl).pathname.split("/").at(-1)!;
  webhookPath = `${PHAJAY_WEBHOOK_PATH}/${token}`;
  fake.setWebhookUrl(`http://127.0.0.1:${port}${webhookPath}`);
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.close();
});

async function recorded(call: Promise<LightMyRequestResponse>) {
  const response = await call;
  answers.push(response.body);
  return response;
}

function usePhaJay(secretKey?: string) {
  return recorded(
    app.inject({
      method: "PUT",
      url: "/api/admin/v1/agencies/demo/payment-gateway",
      headers: admin,
      payload: { kind: "phajay", baseUrl: fake.url, sandbox: false, ...(secretKey ? { secretKey } : {}) },
    }),
  );
}

function call(method: "GET" | "POST", url: string, cookie: string, body?: unknown) {
  return recorded(
    app.inject({
      method,
      url,
      headers: {
        host: "localhost",
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    }),
  );
}

async function player() {
  const registered = await register(app);
  const account = await addBankAccount(app, registered.cookie);
  expect(account.statusCode).toBe(201);
  return registered;
}

async function openOrder(cookie: string) {
  const response = await call("POST", "/api/v2/deposits", cookie, {
    provider: "gclub",
    mid: LAK_MID,
    currency: "LAK",
    amount: "66000",
  });
  expect(response.statusCode, response.body).toBe(201);
  const code = response.json().data.code as string;
  const [row] = await database.db.select().from(depositOrders).where(eq(depositOrders.code, code));
  return { code, reference: row!.gatewayReference! };
}

async function orderRow(code: string) {
  const [row] = await database.db.select().from(depositOrders).where(eq(depositOrders.code, code));
  return row!;
}

const eventsOf = (code: string) =>
  database.db.select().from(paymentEvents).where(eq(paymentEvents.orderCode, code));
const paymentsOf = (code: string) => database.db.select().from(payments).where(eq(payments.orderCode, code));

function webhook(body: unknown) {
  return recorded(
    app.inject({
      method: "POST",
      url: webhookPath,
      headers: { host: "127.0.0.1", "content-type": "application/json" },
      payload: JSON.stringify(body),
    }),
  );
}

async function watchAfter(ms: number) {
  clock.advance(ms);
  await app.jobs.runDueJobs();
}

describe("checkout", () => {
  it("is created once at order creation on the bank's path, and the QR screen shows PhaJay's QR", async () => {
    const { cookie, player: who } = await player();
    const before = fake.requests.length;
    const { code, reference } = await openOrder(cookie);
    const creates = fake.requests.slice(before).filter((request) => request.route === "create");
    expect(creates).toHaveLength(1);
    expect(creates[0]!.path).toBe("/v1/api/payment/generate-bcel-qr");
    expect(creates[0]!.headers.secretkey).toBe(fake.key);
    const agencyId = (await orderRow(code)).agencyId;
    expect(creates[0]!.body).toEqual({ amount: 66000, description: code, tag1: code, tag2: agencyId });
    expect(reference).toBe([...fake.transactions.keys()].at(-1));
    expect(who.id).toBeDefined();

    const first = await call("GET", `/api/v2/deposits/${code}/laoqr`, cookie);
    const again = await call("GET", `/api/v2/deposits/${code}/laoqr`, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.payload).toBe((await orderRow(code)).qrPayload);
    expect(again.json().data.payload).toBe(first.json().data.payload);
    expect(fake.requests.slice(before).filter((request) => request.route === "create")).toHaveLength(1);
  });

  it("refuses a THB deposit under PhaJay with a translated reason, and offers only kip", async () => {
    const { cookie } = await player();
    const thb = await call("POST", "/api/v2/deposits", cookie, {
      provider: "gclub",
      mid: THB_MID,
      currency: "THB",
      amount: "150",
    });
    expect(thb.statusCode).toBe(400);
    expect(thb.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { currency: "validation.currency_not_accepted" },
    });
    const methods = await call("GET", "/api/v2/payment-methods", cookie);
    const currencies = new Set(methods.json().data.map((method: { currency: string }) => method.currency));
    expect([...currencies]).toEqual(["LAK"]);
  });

  it("with a wrong key, fails loudly and makes no order", async () => {
    expect((await usePhaJay("a-wrong-phajay-key-0000")).statusCode).toBe(200);
    try {
      const { cookie, player: who } = await player();
      const response = await call("POST", "/api/v2/deposits", cookie, {
        provider: "gclub",
        mid: LAK_MID,
        currency: "LAK",
        amount: "66000",
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("PAYMENT_GATEWAY_UNAVAILABLE");
      expect(
        await database.db.select().from(depositOrders).where(eq(depositOrders.playerId, who.id)),
      ).toEqual([]);
      const errors = logLines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(errors.some((line) => line.reason === "UNAUTHORIZED")).toBe(true);
    } finally {
      await usePhaJay(fake.key);
    }
  });
});

describe("settlement through the status API", () => {
  it("pays: webhook → status → PAID → transfer → SUCCESS, with the events on the player's stream", async () => {
    const { cookie } = await player();
    const stream = openEventStream({ port, path: "/api/v2/players/events", cookie });
    await stream.opened;
    try {
      const { code, reference } = await openOrder(cookie);
      await fake.pay(reference, { webhook: "once" });
      expect(fake.deliveries.at(-1)!.status).toBe(200);
      expect((await orderRow(code)).status).toBe("PAID");
      await app.jobs.runDueJobs();
      expect((await orderRow(code)).status).toBe("SUCCESS");
      await stream.waitFor("deposit.updated", 3);
      const statuses = stream.events
        .filter((event) => event.event === "deposit.updated")
        .map((event) => (event.data as { order: { status: string } }).order.status);
      expect(statuses).toEqual(["OPEN", "PAID", "SUCCESS"]);
      expect(await eventsOf(code)).toMatchObject([
        { gateway: "phajay", eventId: `query:${reference}`, outcome: "PAID" },
      ]);
    } finally {
      stream.close();
    }
  });

  it("credits nothing for a forged hint: an unpaid transaction or one PhaJay never made", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    const unpaid = await webhook({ transactionId: reference, status: "PAYMENT_COMPLETED", txnAmount: 66000 });
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json()).toEqual({ data: { received: true } });
    const unknown = await webhook({ transactionId: "forged-transaction", status: "PAYMENT_COMPLETED" });
    expect(unknown.statusCode).toBe(200);
    expect((await orderRow(code)).status).toBe("OPEN");
    expect(await eventsOf(code)).toEqual([]);
    expect(await paymentsOf(code)).toEqual([]);
  });

  it("answers an unknown webhook address as a known one, revealing nothing", async () => {
    const response = await recorded(
      app.inject({
        method: "POST",
        url: `${PHAJAY_WEBHOOK_PATH}/not-an-agency-token-000000000`,
        headers: { host: "127.0.0.1", "content-type": "application/json" },
        payload: JSON.stringify({ transactionId: "whatever" }),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
  });

  it("believes the status answer's amount over a tampered webhook amount", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    await fake.pay(reference, { webhook: "none" });
    expect(
      (await webhook({ transactionId: reference, txnAmount: 1, status: "PAYMENT_COMPLETED" })).statusCode,
    ).toBe(200);
    expect((await orderRow(code)).status).toBe("PAID");
    expect(await paymentsOf(code)).toMatchObject([{ amount: "66000.00", status: "CREDITED" }]);
  });

  it("hands a wrong paid amount to staff and leaves the order open", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    await fake.pay(reference, { webhook: "once", amount: 60000 });
    expect((await orderRow(code)).status).toBe("OPEN");
    expect(await paymentsOf(code)).toMatchObject([
      { amount: "60000.00", status: "UNMATCHED", unmatchedReason: "AMOUNT_MISMATCH" },
    ]);
    expect(await eventsOf(code)).toMatchObject([{ outcome: "MISMATCH" }]);
  });

  it("records one payment for replayed webhooks, the watch and 'I have paid'", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    await fake.pay(reference, { webhook: "twice" });
    expect(fake.deliveries.slice(-2).map((delivery) => delivery.status)).toEqual([200, 200]);
    await webhook({ transactionId: reference });
    expect((await call("POST", `/api/v2/deposits/${code}/check`, cookie, {})).statusCode).toBe(200);
    expect(await eventsOf(code)).toHaveLength(1);
    expect(await paymentsOf(code)).toHaveLength(1);
  });

  it("settles without any webhook, through the watch", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    await fake.pay(reference, { webhook: "none" });
    expect((await orderRow(code)).status).toBe("OPEN");
    await watchAfter(WATCH_EVERY_MS);
    expect(["PAID", "SUCCESS"]).toContain((await orderRow(code)).status);
  });

  it("settles without any webhook, when the player says they have paid", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    const early = await call("POST", `/api/v2/deposits/${code}/check`, cookie, {});
    expect(early.json().data.status).toBe("OPEN");
    await fake.pay(reference, { webhook: "none" });
    const checked = await call("POST", `/api/v2/deposits/${code}/check`, cookie, {});
    expect(checked.json().data.status).toBe("PAID");
  });

  it("retries a status API that fails or times out without spending the watch's attempts; the webhook says 503", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    fake.fail("status", 500);
    try {
      await fake.pay(reference, { webhook: "once" });
      expect(fake.deliveries.at(-1)!.status).toBe(503);
      await watchAfter(WATCH_EVERY_MS);
      fake.fail("status", "timeout");
      const check = await call("POST", `/api/v2/deposits/${code}/check`, cookie, {});
      expect(check.statusCode).toBe(503);
      expect(check.json().error.code).toBe("PAYMENT_GATEWAY_UNAVAILABLE");
      await watchAfter(60_000);
      expect((await orderRow(code)).status).toBe("OPEN");
      const [watch] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `deposit.watch:${code}`));
      expect(watch).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      fake.fail("status", null);
    }
    await watchAfter(60_000);
    expect(["PAID", "SUCCESS"]).toContain((await orderRow(code)).status);
  });

  it("asks PhaJay once for a flood of the same hint while the first query is in flight", async () => {
    const { cookie } = await player();
    const { reference } = await openOrder(cookie);
    fake.fail("status", "timeout");
    try {
      const before = fake.requests.filter((request) => request.route === "status").length;
      const answers = await Promise.all([1, 2, 3].map(() => webhook({ transactionId: reference })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
      expect(fake.requests.filter((request) => request.route === "status").length - before).toBe(1);
    } finally {
      fake.fail("status", null);
    }
  });

  it("cancels at expiry while PhaJay says WAITING, then credits a late payment", async () => {
    const { cookie } = await player();
    const { code, reference } = await openOrder(cookie);
    await watchAfter(DEPOSIT_EXPIRY_MS + 1_000);
    expect((await orderRow(code)).status).toBe("CANCELED");
    await fake.pay(reference, { webhook: "once" });
    expect((await orderRow(code)).status).toBe("PAID");
    expect(await eventsOf(code)).toMatchObject([{ outcome: "LATE_PAID" }]);
  });

  it("maps a payment to an orphaned checkout of the order by its description", async () => {
    const { cookie } = await player();
    const { code } = await openOrder(cookie);
    const orphan = await fetch(`${fake.url}/v1/api/payment/generate-bcel-qr`, {
      method: "POST",
      headers: { secretKey: fake.key, "content-type": "application/json" },
      body: JSON.stringify({ amount: 66000, description: code, tag1: code }),
    });
    const { transactionId } = (await orphan.json()) as { transactionId: string };
    await fake.pay(transactionId, { webhook: "once" });
    const row = await orderRow(code);
    expect(row.status).toBe("PAID");
    expect(row.gatewayReference).toBe(transactionId);
  });
});

describe("money in the agency's account that names no order of its own", () => {
  it("waits for the agency's staff among the unmatched payments", async () => {
    const stray = await fetch(`${fake.url}/v1/api/payment/generate-bcel-qr`, {
      method: "POST",
      headers: { secretKey: fake.key, "content-type": "application/json" },
      body: JSON.stringify({ amount: 5000, description: "NOORDER123", tag1: "NOORDER123" }),
    });
    const { transactionId } = (await stray.json()) as { transactionId: string };
    await fake.pay(transactionId, { webhook: "once" });
    const [payment] = await paymentsOf("NOORDER123");
    const demo = (await database.db.select().from(paymentGatewaySettings))[0]!.agencyId;
    expect(payment).toMatchObject({ status: "UNMATCHED", unmatchedReason: "UNKNOWN_ORDER", agencyId: demo });
  });
});

describe("orders made with the sandbox", () => {
  it("are still asked about through the sandbox after the agency switched, and show a locally built QR", async () => {
    await recorded(
      app.inject({
        method: "PUT",
        url: "/api/admin/v1/agencies/demo/payment-gateway",
        headers: admin,
        payload: { kind: "sandbox" },
      }),
    );
    const { cookie } = await player();
    const { code } = await openOrder(cookie);
    expect((await orderRow(code)).gateway).toBe("sandbox");
    expect((await usePhaJay()).json().data.secretKeyLast4).toBe(fake.key.slice(-4));
    // As an order made before checkouts were stored: its QR is built here.
    await database.db.update(depositOrders).set({ qrPayload: null }).where(eq(depositOrders.code, code));
    const qr = await call("GET", `/api/v2/deposits/${code}/laoqr`, cookie);
    expect(qr.json().data.payload).toContain(LAK_MID);
    await app.sandboxGateway!.recordPayment({
      orderCode: code,
      amount: "66000",
      currency: "LAK",
      paidAt: clock.now(),
    });
    const checked = await call("POST", `/api/v2/deposits/${code}/check`, cookie, {});
    expect(checked.json().data.status).toBe("PAID");
  });
});

describe("the key", () => {
  it("is stored sealed, and is in no log line and no API answer of the whole run", async () => {
    const [row] = await database.db.select().from(paymentGatewaySettings);
    expect(row!.secretKeyCiphertext).not.toContain(fake.key);
    const basic = Buffer.from(fake.key).toString("base64");
    expect(logLines.length).toBeGreaterThan(20);
    expect(answers.length).toBeGreaterThan(20);
    for (const text of [...logLines, ...answers]) {
      expect(text).not.toContain(fake.key);
      expect(text).not.toContain(basic);
      expect(text).not.toContain("a-wrong-phajay-key-0000");
    }
  });
});
