import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gameProviderSettings } from "../../db/schema/game-providers.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { auditLog } from "../../db/schema/staff.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp } from "../../test/helper.ts";
import { depositingPlayer, openDeposit } from "../deposits/test-support.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";
import { AmbDouble } from "./test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const KEY = "amb-agent-key-abcdefgh-4321";
const ACCOUNT = {
  kind: "amb",
  baseUrl: "https://test.ambsuperapi.com/",
  agent: "demoagent",
  productId: "ASKMEBET",
};
const amb = new AmbDouble();
const logLines: string[] = [];
const secrets = new Map<string, string>();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ambProvider: amb.build,
    logger: pino({ level: "trace" }, { write: (line: string) => logLines.push(line) }),
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  amb.failure = undefined;
  await t.database.db.delete(gameProviderSettings);
});

function put(provider: string, body: unknown, headers: Record<string, string> = admin, agency = "demo") {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/${agency}/game-providers/${provider}`,
    headers: { host: "localhost", "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

const list = async (headers: Record<string, string> = admin) =>
  get(t.app, "/api/admin/v1/agencies/demo/game-providers", { headers });
const testConnection = (provider: string, headers: Record<string, string> = admin) =>
  post(t.app, `/api/admin/v1/agencies/demo/game-providers/${provider}/test`, {}, { headers });

describe("GET /api/admin/v1/agencies/{agency}/game-providers", () => {
  it("answers all four providers, each on the sandbox until set, with empty health", async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((each: { provider: string }) => each.provider)).toEqual([
      "alphabet",
      "askmebet",
      "gclub",
      "gclub_live",
    ]);
    expect(answer.json().data[0]).toEqual({
      provider: "alphabet",
      kind: "sandbox",
      baseUrl: null,
      agent: null,
      productId: null,
      lobbyCode: null,
      reconcile: "none",
      apiKeyLast4: null,
      health: {
        lastSuccessAt: null,
        lastFailureAt: null,
        lastFailure: null,
        latencyMs: null,
        openJobs: 0,
        waitingOnAgentCredit: 0,
      },
    });
  });
});

describe("PUT /api/admin/v1/agencies/{agency}/game-providers/{provider}", () => {
  it("needs a key to choose AMB, and an HTTPS or loopback address", async () => {
    const noKey = await put("askmebet", ACCOUNT);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toEqual({ apiKey: "admin.provider_key_required" });
    const plain = await put("askmebet", { ...ACCOUNT, apiKey: KEY, baseUrl: "http://amb.example.com" });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields).toEqual({ baseUrl: "admin.provider_base_url_https" });
    const loopback = await put("askmebet", { ...ACCOUNT, apiKey: KEY, baseUrl: "http://127.0.0.1:4020" });
    expect(loopback.json().data.baseUrl).toBe("http://127.0.0.1:4020");
  });

  it("keeps the key sealed, shows its last four, keeps it when omitted and on a switch back", async () => {
    const set = await put("askmebet", { ...ACCOUNT, apiKey: KEY, lobbyCode: "LOBBY1" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      provider: "askmebet",
      kind: "amb",
      baseUrl: "https://test.ambsuperapi.com",
      agent: "demoagent",
      productId: "ASKMEBET",
      lobbyCode: "LOBBY1",
      reconcile: "none",
      apiKeyLast4: "4321",
    });
    const [row] = await t.database.db.select().from(gameProviderSettings);
    expect(JSON.stringify(row)).not.toContain(KEY);
    const changed = await put("askmebet", { ...ACCOUNT, reconcile: "repeat" });
    expect(changed.json().data).toMatchObject({ reconcile: "repeat", lobbyCode: null, apiKeyLast4: "4321" });
    const back = await put("askmebet", { kind: "sandbox" });
    expect(back.json().data).toMatchObject({ kind: "sandbox", agent: "demoagent", apiKeyLast4: "4321" });
    const again = await put("askmebet", ACCOUNT);
    expect(again.statusCode).toBe(200);
    const others = (await list())
      .json()
      .data.filter((each: { provider: string }) => each.provider !== "askmebet");
    expect(others.every((each: { kind: string }) => each.kind === "sandbox")).toBe(true);
  });

  it("is audited with the last four only; the key is in no answer, audit entry or log line", async () => {
    await put("gclub", { ...ACCOUNT, productId: "GCLUB", apiKey: KEY });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "game-provider.set"));
    expect(entries.at(-1)).toMatchObject({
      targetType: "agency",
      targetId: "demo",
      before: { provider: "gclub", kind: "sandbox", apiKeyLast4: null },
      after: { provider: "gclub", kind: "amb", productId: "GCLUB", apiKeyLast4: "4321" },
    });
    // AMB echoes the key in a refusal's message: the answer and the log must not pass it on.
    amb.failure = { reason: "UNAUTHORIZED", message: `invalid key ${KEY}` };
    const tested = await testConnection("gclub");
    expect(tested.json().data).toMatchObject({ ok: false, failure: "UNAUTHORIZED" });
    const everything = [JSON.stringify(entries), (await list()).body, tested.body, ...logLines].join("\n");
    expect(everything).not.toContain(KEY);
    expect(logLines.some((line) => line.includes("game provider connection tested"))).toBe(true);
  });

  it("refuses to switch a provider's account while a transfer job of it is not done", async () => {
    await put("gclub", { ...ACCOUNT, productId: "GCLUB", apiKey: KEY });
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie, { provider: "gclub" });
    const [agency] = await t.database.db.query.agencies.findMany({
      where: (a, { eq }) => eq(a.code, "demo"),
    });
    await t.database.db.insert(jobs).values({
      kind: "deposit.transfer",
      agencyId: agency!.id,
      payload: { code: order.code },
      dedupeKey: `test-busy:${order.code}`,
      status: "dead",
      lastError: "AGENT_CREDIT: the agent's credit is used up",
      runAt: t.clock.now(),
    });
    try {
      const gclub = (await list())
        .json()
        .data.find((each: { provider: string }) => each.provider === "gclub");
      expect(gclub.health).toMatchObject({ openJobs: 1, waitingOnAgentCredit: 1 });
      for (const body of [
        { kind: "sandbox" },
        { ...ACCOUNT, productId: "GCLUB2" },
        { ...ACCOUNT, agent: "x" },
      ]) {
        const refused = await put("gclub", body);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toMatchObject({
          code: "PROVIDER_BUSY",
          fields: { provider: "admin.provider_busy" },
        });
      }
      // The same account: a new key or lobby code is no switch.
      const rotated = await put("gclub", {
        ...ACCOUNT,
        productId: "GCLUB",
        apiKey: `${KEY}-new9`,
        lobbyCode: "L2",
      });
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json().data.apiKeyLast4).toBe("new9");
      expect((await put("askmebet", { kind: "sandbox" })).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(jobs).where(eq(jobs.dedupeKey, `test-busy:${order.code}`));
    }
    expect((await put("gclub", { kind: "sandbox" })).statusCode).toBe(200);
  });

  it("is changed and tested by the owner only; the dashboard's roles read it, keyless", async () => {
    for (const role of ["finance", "support", "marketing"] as const) {
      const cookie = await staffLogin(t, await createStaff(t, role), secrets);
      const read = await get(t.app, "/api/admin/v1/agencies/demo/game-providers", { cookie });
      expect(read.statusCode).toBe(role === "marketing" ? 403 : 200);
      expect(read.body).not.toContain(KEY);
      expect((await put("gclub", { kind: "sandbox" }, { cookie })).statusCode).toBe(403);
      expect(
        (await post(t.app, "/api/admin/v1/agencies/demo/game-providers/gclub/test", {}, { cookie }))
          .statusCode,
      ).toBe(403);
    }
    const owner = await staffLogin(t, await createStaff(t, "owner"), secrets);
    expect((await put("gclub", { kind: "sandbox" }, { cookie: owner })).statusCode).toBe(200);
    expect((await put("gclub", { kind: "sandbox" }, { cookie: owner }, "other")).statusCode).toBe(403);
  });
});

describe("POST /api/admin/v1/agencies/{agency}/game-providers/{provider}/test", () => {
  it("creates the probe member with the stored account and reads its balance", async () => {
    await put("askmebet", { ...ACCOUNT, apiKey: KEY });
    const answer = await testConnection("askmebet");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ ok: true, failure: null });
    expect(answer.json().data.latencyMs).toBeGreaterThanOrEqual(0);
    expect(amb.built.at(-1)).toMatchObject({ agent: "demoagent", apiKey: KEY, productId: "ASKMEBET" });
    expect(amb.members.has("amb:demoagent@test.ambsuperapi.com/ASKMEBET/amb_demo_probe")).toBe(true);
  });

  it("says in words what went wrong, one failure per kind", async () => {
    await put("askmebet", { ...ACCOUNT, apiKey: KEY });
    const cases = [
      ["TIMEOUT", "TIMEOUT"],
      ["NOT_AVAILABLE", "UNAVAILABLE"],
      ["AGENT_CREDIT", "AGENT_CREDIT"],
      ["INVALID_AMOUNT", "BAD_ANSWER"],
    ] as const;
    for (const [reason, failure] of cases) {
      amb.failure = { reason, message: "x" };
      const answer = (await testConnection("askmebet")).json().data;
      expect(answer).toMatchObject({ ok: false, failure });
      expect(answer.message).toMatch(/^The provider /);
    }
  });

  it("needs nothing on the sandbox", async () => {
    expect((await testConnection("alphabet")).json().data).toMatchObject({ ok: true, latencyMs: null });
  });
});
