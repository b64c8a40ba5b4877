import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/staff.ts";
import {
  FAKE_TELEGRAM_CHAT,
  FAKE_TELEGRAM_TOKEN,
  type FakeTelegram,
  startFakeTelegram,
} from "../../test/fakes/telegram.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp } from "../../test/helper.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const URL_PATH = "/api/admin/v1/agencies/demo/alerts";
let t: TestApp;
let fake: FakeTelegram;
const logLines: string[] = [];
const secrets = new Map<string, string>();

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildTestApp({
    config: { telegramApiUrl: fake.url },
    logger: pino({ level: "trace" }, { write: (line: string) => logLines.push(line) }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const chats = (chat: string | null = FAKE_TELEGRAM_CHAT) => ({
  withdrawals: chat,
  deposits: null,
  exceptions: "",
  security: null,
});

function put(body: unknown, headers: Record<string, string> = admin, agency = "demo") {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/${agency}/alerts`,
    headers: { host: "localhost", "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

const sendTest = (headers: Record<string, string> = admin) =>
  post(t.app, `${URL_PATH}/test`, {}, { headers });

describe("PUT /api/admin/v1/agencies/{agency}/alerts", () => {
  it("refuses bad input in words the back office translates, and changes nothing", async () => {
    const before = (await get(t.app, URL_PATH, { headers: admin })).json().data;
    const cases: [unknown, Record<string, string>][] = [
      [
        { language: "lo", chats: chats(), depositAlertAbove: "0" },
        { botToken: "admin.alerts_token_required" },
      ],
      [
        { botToken: "not-a-token", language: "lo", chats: chats(), depositAlertAbove: "0" },
        { botToken: "admin.alerts_token_invalid" },
      ],
      [
        { botToken: FAKE_TELEGRAM_TOKEN, language: "lo", chats: chats("my group"), depositAlertAbove: "0" },
        { "chats.withdrawals": "admin.alerts_chat_invalid" },
      ],
      [
        { botToken: FAKE_TELEGRAM_TOKEN, language: "lo", chats: chats(), depositAlertAbove: "-5" },
        { depositAlertAbove: "validation.amount_invalid" },
      ],
      [
        { botToken: FAKE_TELEGRAM_TOKEN, language: "en", chats: chats(), depositAlertAbove: "5" },
        { language: "validation.invalid" },
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await put(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields).toMatchObject(fields);
    }
    expect((await get(t.app, URL_PATH, { headers: admin })).json().data).toEqual(before);
  });

  it("keeps the token sealed, shows its last four, and keeps it when a later change leaves it out", async () => {
    const set = await put({
      botToken: FAKE_TELEGRAM_TOKEN,
      language: "th",
      chats: chats(),
      depositAlertAbove: "500",
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({
      botTokenLast4: FAKE_TELEGRAM_TOKEN.slice(-4),
      language: "th",
      chats: { withdrawals: FAKE_TELEGRAM_CHAT, deposits: null, exceptions: null, security: null },
      depositAlertAbove: "500.00",
    });
    expect(set.body).not.toContain(FAKE_TELEGRAM_TOKEN);
    const again = await put({ language: "cn", chats: chats(), depositAlertAbove: "0" });
    expect(again.json().data).toMatchObject({ botTokenLast4: FAKE_TELEGRAM_TOKEN.slice(-4), language: "cn" });
    const read = await get(t.app, URL_PATH, { headers: admin });
    expect(read.body).not.toContain(FAKE_TELEGRAM_TOKEN);
    expect(read.json().data.language).toBe("cn");
  });

  it("is audited without the token, and the token is in no log line", async () => {
    await put({ botToken: FAKE_TELEGRAM_TOKEN, language: "vn", chats: chats(), depositAlertAbove: "0" });
    await sendTest();
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff-alerts.set"));
    expect(entries.at(-1)).toMatchObject({
      targetType: "agency",
      targetId: "demo",
      after: { botTokenLast4: FAKE_TELEGRAM_TOKEN.slice(-4), language: "vn" },
    });
    const tests = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "staff-alerts.test"));
    expect(tests.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain(FAKE_TELEGRAM_TOKEN);
    const secret = FAKE_TELEGRAM_TOKEN.split(":")[1]!;
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join("\n")).not.toContain(secret);
  });

  it("is the owner's only", async () => {
    for (const role of ["finance", "support", "marketing"] as const) {
      const cookie = await staffLogin(t, await createStaff(t, role), secrets);
      expect((await get(t.app, URL_PATH, { cookie })).statusCode).toBe(403);
      expect(
        (await put({ language: "lo", chats: chats(null), depositAlertAbove: "0" }, { cookie })).statusCode,
      ).toBe(403);
      expect((await post(t.app, `${URL_PATH}/test`, {}, { cookie })).statusCode).toBe(403);
    }
    const owner = await staffLogin(t, await createStaff(t, "owner"), secrets);
    const body = { language: "lo", chats: chats(), depositAlertAbove: "0" };
    expect((await put(body, { cookie: owner })).statusCode).toBe(200);
    expect((await put(body, { cookie: owner }, "other")).statusCode).toBe(403);
  });
});

describe("POST /api/admin/v1/agencies/{agency}/alerts/test", () => {
  it("reaches the chat, and says in words why it did not", async () => {
    await put({ botToken: FAKE_TELEGRAM_TOKEN, language: "lo", chats: chats(), depositAlertAbove: "0" });
    const sent = await sendTest();
    expect(sent.json().data).toMatchObject({ ok: true, failure: null });
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]).toMatchObject({ chatId: FAKE_TELEGRAM_CHAT });
    expect(fake.messages[0]!.text).toContain("Kham");

    const otherToken = "987654321:AAAnotherBotTokenNotKnown-abcdefgh";
    await put({ botToken: otherToken, language: "lo", chats: chats(), depositAlertAbove: "0" });
    expect((await sendTest()).json().data).toMatchObject({
      ok: false,
      failure: "BAD_TOKEN",
      topic: "withdrawals",
    });

    await put({
      botToken: FAKE_TELEGRAM_TOKEN,
      language: "lo",
      chats: chats("-100999"),
      depositAlertAbove: "0",
    });
    expect((await sendTest()).json().data).toMatchObject({ ok: false, failure: "CHAT_NOT_FOUND" });

    fake.addChat("-100777", { botIsMember: false });
    await put({ language: "lo", chats: chats("-100777"), depositAlertAbove: "0" });
    const notIn = (await sendTest()).json().data;
    expect(notIn).toMatchObject({ ok: false, failure: "BOT_NOT_IN_CHAT" });
    expect(notIn.message).toMatch(/not a member/);

    await put({ language: "lo", chats: chats(), depositAlertAbove: "0" });
    fake.rateLimitNext(1, 7);
    expect((await sendTest()).json().data).toMatchObject({ ok: false, failure: "RATE_LIMITED" });
    fake.failNext(1);
    expect((await sendTest()).json().data).toMatchObject({ ok: false, failure: "UNREACHABLE" });

    await put({ language: "lo", chats: chats(null), depositAlertAbove: "0" });
    expect((await sendTest()).json().data).toMatchObject({ ok: false, failure: "NO_CHAT" });
    expect(fake.messages).toHaveLength(1);
  });

  it("says so when no token is saved", async () => {
    const other = await post(
      t.app,
      "/api/admin/v1/agencies/other/alerts/test",
      {},
      {
        headers: admin,
        host: "other.example.com",
      },
    );
    expect(other.json().data).toMatchObject({ ok: false, failure: "NO_TOKEN" });
  });
});
