import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players } from "../db/schema/players.ts";
import {
  buildTestApp,
  get,
  post,
  register,
  registerBodyFor,
  type TestApp,
  uniqueUsername,
} from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function playerCount() {
  const [row] = await t.database.db.select({ players: count() }).from(players);
  return row?.players ?? 0;
}

const registerUrl = "/api/v2/players/register";
const fingerprintHeader = { headers: { "x-fingerprint": "fp-test-device" } };

describe("bad input is a clear 4xx and changes nothing", () => {
  const cases: [string, unknown][] = [
    ["malformed JSON", '{"username": "abcd", '],
    ["an empty body", ""],
    ["a JSON array", "[1,2,3]"],
    ["a JSON string", '"hello"'],
    ["wrong types", { username: 1234, password: true, confirmPassword: null, fingerprint: {} }],
    ["an unknown field", { ...registerBodyFor(uniqueUsername()), isAdmin: true }],
    ["an overlong username", registerBodyFor("a".repeat(5000))],
    ["an overlong password", registerBodyFor(uniqueUsername(), "p".repeat(65))],
    ["an overlong display name", { ...registerBodyFor(uniqueUsername()), displayName: "n".repeat(41) }],
    ["a prototype-pollution key", '{"__proto__": {"admin": true}, "username": "abcd"}'],
  ];

  for (const [what, body] of cases) {
    it(`answers 400 VALIDATION_ERROR for ${what}`, async () => {
      const before = await playerCount();
      const response = await post(t.app, registerUrl, body, fingerprintHeader);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(response.json().error.message).not.toMatch(/at |\.ts|stack/);
      expect(await playerCount()).toBe(before);
    });
  }

  it("names each unknown field", async () => {
    const response = await post(
      t.app,
      registerUrl,
      { ...registerBodyFor(uniqueUsername()), role: "x" },
      fingerprintHeader,
    );
    expect(response.json().error.fields).toEqual({ role: "validation.unknown_field" });
  });

  it("refuses a 1 MB body before reading it into a handler", async () => {
    const before = await playerCount();
    const huge = { ...registerBodyFor(uniqueUsername()), displayName: "x".repeat(1024 * 1024) };
    const response = await post(t.app, registerUrl, huge, fingerprintHeader);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "The request body is too large",
    });
    expect(await playerCount()).toBe(before);
  });

  it("answers 404 NOT_FOUND as JSON for an unknown API route or method", async () => {
    for (const response of [
      await get(t.app, "/api/v2/nothing-here"),
      await get(t.app, "/api/elsewhere"),
      await post(t.app, "/api/v2/agency/info", {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
  });

  it("hides the details of a 500 and keeps the request id", async () => {
    const { cookie } = await register(t.app);
    const gclub = t.app.gameProviders.gclub;
    const original = gclub.getBalance;
    gclub.getBalance = async () => {
      throw new Error("connection to db.internal:5432 refused");
    };
    const response = await get(t.app, "/api/v2/players/credits/gclub", {
      cookie,
      headers: { "x-request-id": "trace-123" },
    }).finally(() => {
      gclub.getBalance = original;
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong on our side" },
    });
    expect(response.body).not.toContain("db.internal");
    expect(response.headers["x-request-id"]).toBe("trace-123");
  });
});
