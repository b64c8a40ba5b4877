import { and, eq, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agencies } from "../../db/schema/agency.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { staffAlertLines, staffAlertServiceWatch } from "../../db/schema/staff-alerts.ts";
import { type FakePhaJay, startFakePhaJay } from "../../test/fakes/phajay.ts";
import { FAKE_TELEGRAM_TOKEN, type FakeTelegram, startFakeTelegram } from "../../test/fakes/telegram.ts";
import { ADMIN_TOKEN, buildTestApp, get, register, type TestApp } from "../../test/helper.ts";
import { createDeposit, depositingPlayer } from "../deposits/test-support.ts";
import { AmbDouble } from "../game-providers/test-support.ts";
import { STAFF_ALERT_JOB } from "./service.ts";
import { SERVICE_DOWN_AFTER_MS } from "./service-watch.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const EXCEPTIONS = "-1003";
const amb = new AmbDouble();
let t: TestApp;
let fake: FakeTelegram;
let phaJay: FakePhaJay;
let demoId: string;

function call(method: "PUT", url: string, body: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { host: "localhost", "content-type": "application/json", ...admin },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  fake = await startFakeTelegram();
  fake.addChat(EXCEPTIONS);
  phaJay = await startFakePhaJay();
  t = await buildTestApp({ config: { telegramApiUrl: fake.url }, ambProvider: amb.build });
  const [demo] = await t.database.db.select().from(agencies).where(eq(agencies.code, "demo"));
  demoId = demo!.id;
  const alerts = await call("PUT", "/api/admin/v1/agencies/demo/alerts", {
    botToken: FAKE_TELEGRAM_TOKEN,
    language: "vn",
    chats: { withdrawals: null, deposits: null, exceptions: EXCEPTIONS, security: null },
    depositAlertAbove: "0",
  });
  expect(alerts.statusCode).toBe(200);
  const switched = await call("PUT", "/api/admin/v1/agencies/demo/game-providers/askmebet", {
    kind: "amb",
    baseUrl: "https://test.ambsuperapi.com",
    agent: "demoagent",
    apiKey: "amb-agent-key-abcdefgh-4321",
    productId: "ASKMEBET",
  });
  expect(switched.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await phaJay.close();
});

const serviceRow = async (service: string) =>
  (
    await t.database.db
      .select()
      .from(staffAlertServiceWatch)
      .where(and(eq(staffAlertServiceWatch.agencyId, demoId), eq(staffAlertServiceWatch.service, service)))
  )[0];
const watchRow = () => serviceRow("askmebet");

const lines = async () =>
  t.database.db.select().from(staffAlertLines).where(eq(staffAlertLines.agencyId, demoId));

async function drain() {
  for (let pass = 0; pass < 50; pass++) {
    await t.app.jobs.runDueJobs();
    const [row] = await t.database.db
      .select({ next: min(jobs.runAt) })
      .from(jobs)
      .where(and(eq(jobs.kind, STAFF_ALERT_JOB), eq(jobs.status, "pending")));
    if (!row?.next) return;
    if (row.next > t.clock.now()) t.clock.set(row.next);
  }
  throw new Error("alerts still waiting");
}

describe("a game provider's account watched for staff", () => {
  it("tells of the agency's credit used up once, of five minutes of failures, and of the recovery", async () => {
    const { cookie } = await register(t.app);
    const read = () => get(t.app, "/api/v2/players/credits/askmebet", { cookie });
    expect((await read()).statusCode).toBe(200);

    amb.failure = { reason: "AGENT_CREDIT", message: "agent credit is not enough" };
    expect((await read()).statusCode).not.toBe(200);
    await vi.waitFor(async () => expect(await lines()).toHaveLength(1));
    t.clock.advance(SERVICE_DOWN_AFTER_MS - 60_000);
    await read();
    amb.failure = { reason: "NOT_AVAILABLE", message: "maintenance" };
    t.clock.advance(30_000);
    await read();
    await drain();
    // Four minutes and a half of failures: only the credit was told.
    expect(fake.messages.map((message) => message.text)).toEqual([
      "⚠️ Tín dụng của đại lý tại askmebet đã hết: các lệnh chuyển chờ đến khi nạp thêm",
    ]);

    t.clock.advance(30_000);
    await read();
    await vi.waitFor(async () => expect(await lines()).toHaveLength(2));
    t.clock.advance(60_000);
    await read();
    amb.failure = undefined;
    t.clock.advance(60_000);
    expect((await read()).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await lines()).toHaveLength(3));
    await drain();
    const texts = fake.messages.map((message) => message.text).join("\n");
    expect(texts).toContain("askmebet không phản hồi đã 5 phút");
    expect(texts).toContain("askmebet đã hoạt động lại sau 7 phút gián đoạn");
    expect(await lines()).toHaveLength(3);

    // Healthy again: later successes cost nothing, a new failure starts a new count.
    await read();
    amb.failure = { reason: "NOT_AVAILABLE", message: "maintenance" };
    await read();
    await vi.waitFor(async () => expect((await watchRow())?.failingSince).toEqual(t.clock.now()));
    amb.failure = undefined;
    await read();
    await vi.waitFor(async () => expect((await watchRow())?.failingSince).toBeNull());
    await drain();
    expect(await lines()).toHaveLength(3);
  });

  it("tells of the gateway failing for five minutes and of its recovery", async () => {
    const switched = await call("PUT", "/api/admin/v1/agencies/demo/payment-gateway", {
      kind: "phajay",
      baseUrl: phaJay.url,
      sandbox: false,
      secretKey: phaJay.key,
    });
    expect(switched.statusCode).toBe(200);
    const before = (await lines()).length;
    const player = await depositingPlayer(t.app);
    phaJay.fail("create", 500);
    expect((await createDeposit(t.app, player.cookie)).statusCode).toBeGreaterThanOrEqual(500);
    await vi.waitFor(async () => expect((await serviceRow("phajay"))?.failingSince).toEqual(t.clock.now()));
    t.clock.advance(SERVICE_DOWN_AFTER_MS);
    await createDeposit(t.app, player.cookie);
    await vi.waitFor(async () => expect(await lines()).toHaveLength(before + 1));
    phaJay.fail("create", null);
    t.clock.advance(2 * 60_000);
    expect((await createDeposit(t.app, player.cookie)).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await lines()).toHaveLength(before + 2));
    await drain();
    const texts = fake.messages.map((message) => message.text).join("\n");
    expect(texts).toContain("PhaJay không phản hồi đã 5 phút");
    expect(texts).toContain("createCheckout: UNAVAILABLE");
    expect(texts).toContain("PhaJay đã hoạt động lại sau 7 phút gián đoạn");
  });
});
