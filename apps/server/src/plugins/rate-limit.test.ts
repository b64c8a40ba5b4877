import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, register, type TestApp, uniqueUsername } from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: true } });
});
afterAll(() => t.close());

function registerFrom(remoteAddress: string, username = uniqueUsername("rl")) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/players/register",
    remoteAddress,
    headers: { host: "localhost", "content-type": "application/json", "x-fingerprint": "fp-test-device" },
    payload: { username, password: "password1", confirmPassword: "password1", fingerprint: "fp-test-device" },
  });
}

function loginFrom(remoteAddress: string, username: string, password = "wrong password") {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/players/login",
    remoteAddress,
    headers: { host: "localhost", "content-type": "application/json" },
    payload: { username, password },
  });
}

describe("rate limits of design §5", () => {
  it("allows 5 registrations a minute per IP, then 429 RATE_LIMITED with Retry-After", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await registerFrom("10.0.0.1")).statusCode).toBe(201);
    const username = uniqueUsername("late");
    const limited = await registerFrom("10.0.0.1", username);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await registerFrom("10.0.0.2", username)).statusCode).toBe(201);
  });

  it("allows 10 logins a minute per IP and username", async () => {
    const { username } = await register(t.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await loginFrom("10.0.1.1", username)).statusCode).toBe(400);
    }
    const limited = await loginFrom("10.0.1.1", username, "correct horse");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await loginFrom("10.0.1.2", username, "correct horse")).statusCode).toBe(200);
    expect((await loginFrom("10.0.1.1", uniqueUsername("else"))).statusCode).toBe(400);
  });

  it("allows 100 logins an hour per username whatever the IP", async () => {
    const { username } = await register(t.app);
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await loginFrom(`10.1.${Math.floor(attempt / 9)}.${attempt % 9}`, username);
      expect(response.statusCode).toBe(400);
    }
    const limited = await loginFrom("10.2.0.1", username, "correct horse");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
  });

  it("allows 30 username checks a minute per IP", async () => {
    const check = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/players/username/validate",
        remoteAddress: "10.0.2.1",
        headers: { host: "localhost", "content-type": "application/json" },
        payload: { username: "somebody" },
      });
    for (let attempt = 0; attempt < 30; attempt++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});
