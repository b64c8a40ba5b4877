import { PHAJAY_DEFAULT_BASE_URL, PHAJAY_WEBHOOK_PATH } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/staff.ts";
import { ADMIN_TOKEN, buildTestApp, get, OTHER_HOST, type TestApp } from "../../test/helper.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const KEY = "phajay-live-key-abcdefgh-9876";
let t: TestApp;
const secrets = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function put(body: unknown, headers: Record<string, string> = admin, agency = "demo") {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/${agency}/payment-gateway`,
    headers: { host: "localhost", "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

describe("GET /api/admin/v1/agencies/{agency}/payment-gateway", () => {
  it("starts on the sandbox, with an unguessable webhook address of the agency's own", async () => {
    const demo = await get(t.app, "/api/admin/v1/agencies/demo/payment-gateway", { headers: admin });
    expect(demo.statusCode).toBe(200);
    expect(demo.json().data).toMatchObject({
      kind: "sandbox",
      baseUrl: PHAJAY_DEFAULT_BASE_URL,
      sandbox: false,
      secretKeyLast4: null,
    });
    const url = new URL(demo.json().data.webhookUrl);
    expect(url.origin).toBe("http://localhost");
    const token = url.pathname.slice(PHAJAY_WEBHOOK_PATH.length + 1);
    expect(url.pathname.startsWith(`${PHAJAY_WEBHOOK_PATH}/`)).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await get(t.app, "/api/admin/v1/agencies/demo/payment-gateway", { headers: admin });
    expect(again.json().data.webhookUrl).toBe(demo.json().data.webhookUrl);
    const other = await get(t.app, "/api/admin/v1/agencies/other/payment-gateway", {
      headers: admin,
      host: OTHER_HOST,
    });
    expect(new URL(other.json().data.webhookUrl).origin).toBe(`http://${OTHER_HOST}`);
    expect(other.json().data.webhookUrl).not.toContain(token);
  });
});

describe("PUT /api/admin/v1/agencies/{agency}/payment-gateway", () => {
  it("needs a key to choose PhaJay, and a loopback or HTTPS address", async () => {
    const noKey = await put({ kind: "phajay" });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toEqual({ secretKey: "admin.gateway_key_required" });
    const plain = await put({ kind: "phajay", secretKey: KEY, baseUrl: "http://gateway.example.com" });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields).toEqual({ baseUrl: "admin.gateway_base_url_https" });
    const short = await put({ kind: "phajay", secretKey: "short" });
    expect(short.json().error.fields).toEqual({ secretKey: "admin.gateway_key_too_short" });
    const current = await get(t.app, "/api/admin/v1/agencies/demo/payment-gateway", { headers: admin });
    expect(current.json().data.kind).toBe("sandbox");
  });

  it("keeps the key sealed and shows only its last four characters; a later change keeps it", async () => {
    const set = await put({
      kind: "phajay",
      secretKey: KEY,
      baseUrl: "http://127.0.0.1:4010",
      sandbox: true,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      kind: "phajay",
      baseUrl: "http://127.0.0.1:4010",
      sandbox: true,
      secretKeyLast4: "9876",
    });
    expect(set.body).not.toContain(KEY);
    const moved = await put({
      kind: "phajay",
      baseUrl: "https://payment-gateway.phajay.co/",
      sandbox: false,
    });
    expect(moved.json().data).toMatchObject({
      baseUrl: "https://payment-gateway.phajay.co",
      sandbox: false,
      secretKeyLast4: "9876",
    });
    const back = await put({ kind: "sandbox" });
    expect(back.json().data).toMatchObject({ kind: "sandbox", secretKeyLast4: "9876" });
  });

  it("is audited without the key or the webhook address", async () => {
    await put({ kind: "phajay", secretKey: KEY });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "payment-gateway.set"));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.at(-1)).toMatchObject({
      targetType: "agency",
      targetId: "demo",
      after: { kind: "phajay", secretKeyLast4: "9876" },
    });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(PHAJAY_WEBHOOK_PATH);
  });

  it("is the owner's only", async () => {
    for (const role of ["finance", "support", "marketing"] as const) {
      const username = await createStaff(t, role);
      const cookie = await staffLogin(t, username, secrets);
      const read = await get(t.app, "/api/admin/v1/agencies/demo/payment-gateway", { cookie });
      expect(read.statusCode).toBe(403);
      const change = await put({ kind: "sandbox" }, { cookie });
      expect(change.statusCode).toBe(403);
    }
    const owner = await staffLogin(t, await createStaff(t, "owner"), secrets);
    expect((await put({ kind: "sandbox" }, { cookie: owner })).statusCode).toBe(200);
    const otherAgency = await put({ kind: "sandbox" }, { cookie: owner }, "other");
    expect(otherAgency.statusCode).toBe(403);
  });
});
