import { createServer } from "node:net";
import type { DeviceFingerprint } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openTestDatabase } from "../test/database.ts";
import {
  buildTestApp,
  deviceCookie,
  post,
  sessionCookie,
  type TestApp,
  testConfig,
  uniqueUsername,
} from "../test/helper.ts";
import { LOGIN_BACKOFF_CAP_MS, LOGIN_FREE_FAILURES } from "./login-backoff.ts";

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
    payload: {
      username,
      password: "password1",
      confirmPassword: "password1",
      fingerprint: "fp-test-device",
      ageConfirmed: true,
    },
  });
}

const OWNER_PASSWORD = "password1";

function loginFrom(remoteAddress: string, username: string, password = "wrong password", cookie?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/players/login",
    remoteAddress,
    headers: { host: "localhost", "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: { username, password },
  });
}

let addresses = 0;
/** An address no other call in this file used, so only the limit under test can answer 429. */
function freshIp(): string {
  addresses += 1;
  return `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A player registered from an address of its own, with the cookies of the browser it registered on. */
async function registered() {
  const username = uniqueUsername("rl");
  const response = await registerFrom(freshIp(), username);
  expect(response.statusCode).toBe(201);
  return { username, device: deviceCookie(response), session: sessionCookie(response) };
}

/** Every way of typing the name that login reads as that name. */
function spellingsOf(username: string): string[] {
  return [username, ` ${username}`, `\t${username}`, `\u3000${username}`, username.toUpperCase()];
}

describe("rate limits of the account calls", () => {
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

  // The owner's device cookie keeps the name's back-off out of these two: only the per-IP limit answers.
  it("allows 10 logins a minute per IP and username", async () => {
    const { username, device } = await registered();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await loginFrom("10.0.1.1", username, "wrong password", device)).statusCode).toBe(400);
    }
    const limited = await loginFrom("10.0.1.1", username, OWNER_PASSWORD, device);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await loginFrom("10.0.1.2", username, OWNER_PASSWORD, device)).statusCode).toBe(200);
    expect((await loginFrom("10.0.1.1", uniqueUsername("else"))).statusCode).toBe(400);
  });

  it("counts every spelling login accepts as the one name: 120 guesses from one IP, 10 answered", async () => {
    const { username, device } = await registered();
    const spellings = spellingsOf(username);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let guess = 0; guess < 120; guess++) {
      const spelling = spellings[guess % spellings.length]!;
      statuses.push((await loginFrom(ip, spelling, "wrong password", device)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(110).fill(429));
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

describe("failed logins back a name off instead of locking it", () => {
  it("lets 5 failures through, then makes each attempt wait 1 s, 2 s, 4 s… after the last, whatever the spelling", async () => {
    const { username } = await registered();
    const spellings = spellingsOf(username);
    for (let failure = 0; failure < LOGIN_FREE_FAILURES; failure++) {
      expect((await loginFrom(freshIp(), spellings[failure]!)).statusCode).toBe(400);
    }
    for (const [round, waitSeconds] of [1, 2, 4, 8, 16].entries()) {
      const early = await loginFrom(freshIp(), spellings[round]!);
      expect(early.statusCode).toBe(429);
      expect(early.json().error.code).toBe("RATE_LIMITED");
      expect(early.headers["retry-after"]).toBe(String(waitSeconds));
      t.clock.advance(waitSeconds * 1000 - 1);
      expect((await loginFrom(freshIp(), spellings[round]!)).statusCode).toBe(429);
      t.clock.advance(1);
      expect((await loginFrom(freshIp(), spellings[round]!)).statusCode).toBe(400);
    }
  });

  it("after 100 guesses from 11 IPs the owner logs in at once on a known device, within 5 minutes on a new one", async () => {
    const owner = await registered();
    const ips = Array.from({ length: 11 }, freshIp);
    let answered = 0;
    for (let guess = 0; guess < 100; guess++) {
      const response = await loginFrom(ips[guess % ips.length]!, owner.username);
      expect([400, 429]).toContain(response.statusCode);
      if (response.statusCode === 400) answered += 1;
      else expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_BACKOFF_CAP_MS / 1000);
      t.clock.advance(30_000);
    }
    // A guess every 30 s for 50 minutes: once the wait reaches its cap, one in ten is answered.
    expect(answered).toBeLessThan(25);
    t.clock.advance(LOGIN_BACKOFF_CAP_MS);
    expect((await loginFrom(freshIp(), owner.username)).statusCode).toBe(400);

    const known = await loginFrom(freshIp(), owner.username, OWNER_PASSWORD, owner.device);
    expect(known.statusCode).toBe(200);

    const newDevice = await loginFrom(freshIp(), owner.username, OWNER_PASSWORD);
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.headers["retry-after"]).toBe(String(LOGIN_BACKOFF_CAP_MS / 1000));
    t.clock.advance(LOGIN_BACKOFF_CAP_MS);
    const later = await loginFrom(freshIp(), owner.username, OWNER_PASSWORD);
    expect(later.statusCode).toBe(200);
    expect(deviceCookie(later)).not.toBe(owner.device);
  });

  it("does not let another player's device cookie, or a made-up one, past the back-off", async () => {
    const owner = await registered();
    const other = await registered();
    for (let failure = 0; failure <= LOGIN_FREE_FAILURES; failure++)
      await loginFrom(freshIp(), owner.username);
    for (const cookie of [other.device, "kham_device=made-up-token", undefined]) {
      expect((await loginFrom(freshIp(), owner.username, OWNER_PASSWORD, cookie)).statusCode).toBe(429);
    }
    expect((await loginFrom(freshIp(), owner.username, OWNER_PASSWORD, owner.device)).statusCode).toBe(200);
  });

  it("does not count a successful login as a failure", async () => {
    const { username } = await registered();
    for (let failure = 0; failure < LOGIN_FREE_FAILURES - 1; failure++) {
      expect((await loginFrom(freshIp(), username)).statusCode).toBe(400);
    }
    expect((await loginFrom(freshIp(), username, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(freshIp(), username)).statusCode).toBe(400);
    expect((await loginFrom(freshIp(), username)).statusCode).toBe(429);
  });
});

function device(fingerprint: string): DeviceFingerprint {
  return {
    screen: "390x844",
    version: "5.0 (Linux; Android 13)",
    timezone: "Asia/Vientiane",
    userAgent: "Mozilla/5.0 (Linux; Android 13) Chrome/130",
    plugins: "PDF Viewer",
    webGL: {
      version: "WebGL 1.0",
      vendor: "WebKit",
      unmaskedVendor: "Qualcomm",
      renderer: "WebKit WebGL",
      unmaskedRenderer: "Adreno (TM) 610",
      shadingLanguageVersion: "WebGL GLSL ES 1.0",
    },
    audio: "124.04347527516074",
    platform: "Linux armv8l",
    fingerprint,
    memory: "4",
    fonts: "Noto Sans Lao",
    languages: "lo-LA,lo,en",
    hardwareConcurrency: "8",
    vendor: "Google Inc.",
  };
}

describe("limits of the other calls that cost us work", () => {
  it("allows 5 password changes a minute per session", async () => {
    const { username, device: owned, session } = await registered();
    const change = (cookie: string) =>
      post(
        t.app,
        "/api/v2/players/security/password/change",
        {
          currentPassword: "wrong password",
          newPassword: "new password",
          confirmNewPassword: "new password",
        },
        { cookie },
      );
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(session)).json().error.code).toBe("PASSWORD_INCORRECT");
    }
    const limited = await change(session);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = sessionCookie(await loginFrom(freshIp(), username, OWNER_PASSWORD, owned));
    expect((await change(other)).json().error.code).toBe("PASSWORD_INCORRECT");
  });

  it("allows 10 fingerprint reports a minute per IP", async () => {
    const report = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v2/fingerprint",
        remoteAddress,
        headers: { host: "localhost", "content-type": "application/json" },
        payload: { fingerprint: device(`fp-${remoteAddress}`) },
      });
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await report(ip)).statusCode).toBe(200);
    const limited = await report(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect((await report(freshIp())).statusCode).toBe(200);
  });

  it("allows 20 deposit checks a minute per player", async () => {
    const first = await registered();
    const second = await registered();
    const check = (cookie: string) => post(t.app, "/api/v2/deposits/NOSUCHORDER/check", {}, { cookie });
    for (let attempt = 0; attempt < 20; attempt++) expect((await check(first.session)).statusCode).toBe(404);
    const limited = await check(first.session);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await check(second.session)).statusCode).toBe(404);
  });
});

describe("shared counters", () => {
  it("stop the app from starting when REDIS_URL names a server that does not answer", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const database = await openTestDatabase();
    try {
      await expect(
        buildApp({
          config: testConfig({ rateLimit: true, redisUrl: `redis://user:secret@127.0.0.1:${closedPort}` }),
          database,
        }),
      ).rejects.toThrow(`Redis at redis://127.0.0.1:${closedPort} is unreachable`);
    } finally {
      await database.close();
    }
  });
});
