import { and, asc, desc, eq, min } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema/jobs.ts";
import { staffAlertLines } from "../../db/schema/staff-alerts.ts";
import { FAKE_TELEGRAM_TOKEN, type FakeTelegram, startFakeTelegram } from "../../test/fakes/telegram.ts";
import { ADMIN_TOKEN, buildTestApp, post, type TestApp } from "../../test/helper.ts";
import { openDeposit, sendWebhook } from "../deposits/test-support.ts";
import { PermanentJobError } from "../jobs/service.ts";
import { findJob } from "../jobs/test-support.ts";
import {
  codeFor,
  createStaff,
  nextUnusedStep,
  STAFF_PASSWORD,
  staffCookie,
  staffLogin,
} from "../staff/test-support.ts";
import { depositCredit, fundedPlayer, openWithdrawal } from "../withdrawals/test-support.ts";
import { CHAT_PACE_MS } from "./sender.ts";
import { queueStaffAlert, STAFF_ALERT_JOB } from "./service.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CHATS = { withdrawals: "-1001", deposits: "-1002", exceptions: "-1003", security: "-1004" };
const FAILING_JOB = "test.always-fails";
/** How long a Telegram call may take here; the slow fake answers after twice that. */
const SLOW_LIMIT_MS = 1000;
let t: TestApp;
let fake: FakeTelegram;
let demoId: string;
const logLines: string[] = [];
const secrets = new Map<string, string>();

async function configure(overrides: Record<string, unknown> = {}) {
  const answer = await t.app.inject({
    method: "PUT",
    url: "/api/admin/v1/agencies/demo/alerts",
    headers: { host: "localhost", "content-type": "application/json", ...admin },
    payload: JSON.stringify({
      botToken: FAKE_TELEGRAM_TOKEN,
      language: "lo",
      chats: CHATS,
      depositAlertAbove: "100",
      ...overrides,
    }),
  });
  expect(answer.statusCode).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildTestApp({
    config: { telegramApiUrl: fake.url },
    adapterTimeoutMs: SLOW_LIMIT_MS,
    logger: pino({ level: "trace" }, { write: (line: string) => logLines.push(line) }),
  });
  t.app.jobs.handle(FAILING_JOB, {
    run: async () => {
      throw new PermanentJobError("the provider said no");
    },
  });
  const { agencies } = await import("../../db/schema/agency.ts");
  const [demo] = await t.database.db.select().from(agencies).where(eq(agencies.code, "demo"));
  demoId = demo!.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  for (const chat of Object.values(CHATS)) fake.addChat(chat);
  await configure();
});

/** Alert jobs still waiting, and when the first is due. */
async function waitingAlerts() {
  const [row] = await t.database.db
    .select({ next: min(jobs.runAt) })
    .from(jobs)
    .where(and(eq(jobs.kind, STAFF_ALERT_JOB), eq(jobs.status, "pending")));
  return row?.next ?? undefined;
}

/** Runs the worker, moving the clock to each next due alert job, until none waits. */
async function drain() {
  for (let pass = 0; pass < 100; pass++) {
    await t.app.jobs.runDueJobs();
    const next = await waitingAlerts();
    if (next === undefined) return;
    if (next > t.clock.now()) t.clock.set(next);
  }
  throw new Error("staff alerts still waiting after 100 passes");
}

const to = (chat: string) => fake.messages.filter((message) => message.chatId === chat);

describe("staff alerts sent from jobs", () => {
  it("tells the withdrawals chat of a withdrawal once, in the staff's language, with a link and a masked account", async () => {
    const player = await fundedPlayer(t, 1000);
    const order = await openWithdrawal(t, player.cookie, "100");
    // Never inside the request: nothing reached Telegram before a job ran.
    expect(to(CHATS.withdrawals)).toHaveLength(0);
    await drain();
    const [message, ...more] = to(CHATS.withdrawals);
    expect(more).toHaveLength(0);
    expect(message!.text).toContain(order.code);
    expect(message!.text).toContain("ມີຄຳຂໍຖອນເງິນໃໝ່");
    expect(message!.text).toContain(player.username);
    expect(message!.text).toContain("ກີບ");
    expect(message!.text).toContain(`http://localhost/backoffice/demo/withdrawals?search=${order.code}`);
    expect(message!.text).toMatch(/BCEL.* ••••\d{4}\n/);
    expect(message!.text).not.toMatch(/\d{8,}/);
    await drain();
    expect(to(CHATS.withdrawals)).toHaveLength(1);
  });

  it("tells the deposits chat of a deposit above the owner's amount only", async () => {
    await configure({ language: "th" });
    const player = await fundedPlayer(t, 300);
    await drain();
    const [message, ...more] = to(CHATS.deposits);
    expect(more).toHaveLength(0);
    expect(message!.text).toContain("เงินฝากเข้าแล้ว");
    expect(message!.text).toContain(player.username);
    await depositCredit(t, player.cookie, 100);
    await drain();
    expect(to(CHATS.deposits)).toHaveLength(1);
  });

  it("arrives once through failures and a 429, and what waits meanwhile goes in the same message", async () => {
    const first = await fundedPlayer(t, 300);
    const second = await fundedPlayer(t, 300);
    await drain();
    fake.failNext(2);
    fake.rateLimitNext(1, 30);
    const before = fake.calls.length;
    const one = await openWithdrawal(t, first.cookie, "100");
    await t.app.jobs.runDueJobs();
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    t.clock.advance(2000);
    await t.app.jobs.runDueJobs();
    expect(fake.calls.slice(before).map((call) => call.status)).toEqual([500, 500, 429]);
    const two = await openWithdrawal(t, second.cookie, "100");
    t.clock.advance(29_000);
    await t.app.jobs.runDueJobs();
    // Telegram said 30 s: nothing is sent a second early.
    expect(fake.calls.slice(before)).toHaveLength(3);
    t.clock.advance(1000);
    await drain();
    expect(fake.calls.slice(before).map((call) => call.status)).toEqual([500, 500, 429, 200]);
    const [message, ...more] = to(CHATS.withdrawals);
    expect(more).toHaveLength(0);
    expect(message!.text).toContain(one.code);
    expect(message!.text).toContain(two.code);
  });

  it("keeps each message within Telegram's limit and sends every line once, a chat at a time", async () => {
    const ids = Array.from({ length: 40 }, (_, index) => 900_000 + index);
    await t.database.db.transaction(async (tx) => {
      for (const id of ids) {
        await queueStaffAlert(tx, { jobs: t.app.jobs, now: t.clock.now }, demoId, {
          kind: "job-dead",
          job: id,
          jobKind: "deposit.transfer",
          dedupeKey: `deposit.transfer:D${id}`,
          error: `the provider answered 500 ${"x".repeat(180)}`,
        });
      }
    });
    await t.app.jobs.runDueJobs();
    // One message per chat per pace: the rest waits for the clock.
    expect(to(CHATS.exceptions)).toHaveLength(1);
    t.clock.advance(CHAT_PACE_MS);
    await drain();
    const messages = to(CHATS.exceptions);
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) expect(message.text.length).toBeLessThanOrEqual(4096);
    expect(messages[0]!.text).toMatch(/ແລະ ອີກ \d+ ລາຍການໃນຂໍ້ຄວາມຕໍ່ໄປ/);
    const all = messages.map((message) => message.text).join("\n");
    for (const id of ids) expect(all.split(`#${id} `)).toHaveLength(2);
  });

  it("tells the exceptions chat of an unmatched payment and of a dead job, but not of its own dead job", async () => {
    const player = await fundedPlayer(t, 60);
    const order = await openDeposit(t.app, player.cookie, { amount: "66000" });
    const paid = await sendWebhook(t.app, order, {
      now: t.clock.now(),
      amount: "65000",
      reference: `R${order.code}`,
    });
    expect(paid.statusCode).toBe(200);
    await t.app.jobs.enqueue(t.database.db, {
      kind: FAILING_JOB,
      agencyId: demoId,
      payload: {},
      dedupeKey: `${FAILING_JOB}:1`,
      runAt: t.clock.now(),
    });
    await drain();
    const texts = to(CHATS.exceptions)
      .map((message) => message.text)
      .join("\n");
    expect(texts).toContain(`R${order.code}`);
    expect(texts).toContain("AMOUNT_MISMATCH");
    expect(texts).toContain(`${FAILING_JOB}:1`);

    await configure({ botToken: "555555555:AAUnknownBotTokenToTheFake-0123456789" });
    const linesBefore = await t.database.db.select().from(staffAlertLines);
    await t.database.db.transaction((tx) =>
      queueStaffAlert(tx, { jobs: t.app.jobs, now: t.clock.now }, demoId, {
        kind: "owner-granted",
        username: "nobody",
        by: "test",
      }),
    );
    await drain();
    const [dead] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, STAFF_ALERT_JOB), eq(jobs.status, "dead")))
      .orderBy(asc(jobs.id));
    expect(dead?.lastError).toContain("401 Unauthorized");
    expect(await t.database.db.select().from(staffAlertLines)).toHaveLength(linesBefore.length + 1);
  });

  it("tells the security chat of an owner made and of a login from a new address", async () => {
    const owner = await createStaff(t, "owner");
    await drain();
    expect(
      to(CHATS.security)
        .map((message) => message.text)
        .join("\n"),
    ).toContain(owner);
    const finance = await createStaff(t, "finance");
    await staffLogin(t, finance, secrets);
    await drain();
    expect(to(CHATS.security)).toHaveLength(1);

    const loginFrom = async (address: string) => {
      nextUnusedStep(t, secrets.get(finance)!);
      const call = (url: string, body: unknown, cookie?: string) =>
        t.app.inject({
          method: "POST",
          url,
          remoteAddress: address,
          headers: { host: "localhost", "content-type": "application/json", ...(cookie && { cookie }) },
          payload: JSON.stringify(body),
        });
      const first = await call("/api/admin/v1/auth/login", { username: finance, password: STAFF_PASSWORD });
      const second = await call(
        "/api/admin/v1/auth/totp",
        { code: await codeFor(t, secrets.get(finance)!) },
        staffCookie(first),
      );
      expect(second.statusCode).toBe(200);
      t.clock.advance(30_000);
    };
    await loginFrom("203.0.113.9");
    await loginFrom("203.0.113.9");
    await drain();
    const security = to(CHATS.security);
    expect(security).toHaveLength(2);
    expect(security[1]!.text).toContain("203.0.113.9");
    expect(security[1]!.text).toContain(finance);
  });

  it("never writes the token in a log line or a job's error", async () => {
    const secret = FAKE_TELEGRAM_TOKEN.split(":")[1]!;
    fake.failNext(1);
    await fundedPlayer(t, 300);
    await drain();
    const errors = await t.database.db.select({ error: jobs.lastError }).from(jobs);
    expect(logLines.some((line) => line.includes("Telegram did not take the staff alerts"))).toBe(true);
    expect(logLines.join("\n")).not.toContain(secret);
    expect(JSON.stringify(errors)).not.toContain(secret);
    const posted = await post(t.app, "/api/admin/v1/agencies/demo/alerts/test", {}, { headers: admin });
    expect(posted.json().data.ok).toBe(true);
    expect(logLines.join("\n")).not.toContain(secret);
  });

  it("takes a slow Telegram for a failed attempt and sends again: a lost answer may send twice", async () => {
    fake.slow(2 * SLOW_LIMIT_MS);
    const test = await post(t.app, "/api/admin/v1/agencies/demo/alerts/test", {}, { headers: admin });
    expect(test.json().data).toMatchObject({ ok: false, failure: "UNREACHABLE" });
    await t.database.db.transaction((tx) =>
      queueStaffAlert(tx, { jobs: t.app.jobs, now: t.clock.now }, demoId, {
        kind: "owner-granted",
        username: "slow.owner",
        by: "test",
      }),
    );
    const [line] = await t.database.db
      .select()
      .from(staffAlertLines)
      .orderBy(desc(staffAlertLines.id))
      .limit(1);
    const job = () => findJob(t.database.db, `${STAFF_ALERT_JOB}:${line!.id}`);
    // Past the chat's pace, until the job has made its one attempt.
    for (let pass = 0; pass < 5 && (await job())!.attempts === 0; pass++) {
      t.clock.advance(CHAT_PACE_MS);
      await t.app.jobs.runDueJobs();
    }
    const waiting = await job();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toContain("TimeoutError");
    fake.slow(0);
    await drain();
    const told = () => to(CHATS.security).filter((message) => message.text.includes("slow.owner"));
    expect(told().length).toBeGreaterThanOrEqual(1);
    // Telegram took the slow one after we stopped waiting: at least once, never lost.
    await vi.waitFor(() => expect(told()).toHaveLength(2), { timeout: 5 * SLOW_LIMIT_MS });
  });
});
