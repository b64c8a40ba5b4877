import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgres } from "../test/database.ts";
import { uniqueUsername } from "../test/helper.ts";
import { type ServerProcess, sparePort, startServerProcess } from "../test/server-process.ts";
import { ADDRESS_FAILED_LOGINS_MAX } from "./login-address-budget.ts";
import { backoffDelayMs, LOGIN_FREE_FAILURES } from "./login-backoff.ts";

/*
 * Two real server processes on one PostgreSQL database and one Redis: every rate-limit counter, the
 * login back-off and the address budget must be one, whichever process a call reaches.
 */
const ADMIN_TOKEN = "redis-test-admin-token-0123";

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run this through .ci/with-postgres.sh and .ci/with-redis.sh`);
  return value;
}

function post(server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function cookieNamed(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  if (cookie === undefined) throw new Error(`no ${name} cookie in the answer (${response.status})`);
  return cookie.split(";")[0]!;
}

/** How many back-off waits after the free failures (1 s, 2 s, 4 s, …) end within `ms`. */
function waitsWithin(ms: number): number {
  let waits = 0;
  for (let elapsed = backoffDelayMs(LOGIN_FREE_FAILURES); elapsed <= ms; waits++) {
    elapsed += backoffDelayMs(LOGIN_FREE_FAILURES + waits + 1);
  }
  return waits;
}

let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let env: Record<string, string>;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  requiredEnv("DATABASE_URL");
  scratch = await createScratchPostgres();
  env = {
    DATABASE_URL: scratch!.url,
    DATA_DIR: await mkdtemp(path.join(tmpdir(), "kham-redis-test-")),
    ADMIN_TOKEN,
    REDIS_URL: requiredEnv("REDIS_URL"),
    // A call without X-Forwarded-For is still read as from 127.0.0.1; one with it, as from the address it names.
    TRUST_PROXY: "true",
  };
  // One after the other: the first migrates and seeds the database, the second finds it ready.
  first = await startServerProcess(env);
  second = await startServerProcess(env);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  if (env?.DATA_DIR) await rm(env.DATA_DIR, { recursive: true, force: true });
  await scratch?.drop();
}, 60_000);

describe("two server processes on one Redis", () => {
  it("share the per-IP login limit: 10 guesses a minute in all, whichever process answers", async () => {
    const username = uniqueUsername("twoproc");
    const registered = await post(
      first,
      "/api/v2/players/register",
      {
        username,
        password: "password1",
        confirmPassword: "password1",
        fingerprint: "fp-redis-test",
        ageConfirmed: true,
      },
      { "x-fingerprint": "fp-redis-test" },
    );
    expect(registered.status).toBe(201);
    // The owner's device keeps the name's back-off out of it: only the per-IP limit is counted here.
    const device = cookieNamed(registered, "kham_device");
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess++) {
      const server = guess % 2 === 0 ? first : second;
      const response = await post(
        server,
        "/api/v2/players/login",
        { username, password: "wrong" },
        { cookie: device },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it("share the back-off of a name: a burst on both processes gets the free failures once", async () => {
    const username = uniqueUsername("burst");
    const sentAt = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(index % 2 === 0 ? first : second, "/api/v2/players/login", { username, password: "wrong" }),
      ),
    );
    const burstMs = Date.now() - sentAt;
    const statuses = burst.map((response) => response.status);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    // The per-IP limit lets 10 of the 20 reach the back-off. Each process keeping its own count would
    // admit all 10 (five free failures each); one shared count admits the five free ones, and one
    // more only for each wait (1 s, then 2 s, …) the burst outlasted on a slow machine.
    const admitted = statuses.filter((status) => status === 400).length;
    expect(admitted).toBeGreaterThanOrEqual(LOGIN_FREE_FAILURES);
    expect(admitted).toBeLessThanOrEqual(LOGIN_FREE_FAILURES + waitsWithin(burstMs));
    expect(admitted).toBeLessThan(10);
  });

  it("share the budget of an address: 20 failed logins with 20 names in all, whichever process answers", async () => {
    const fromAddress = { "x-forwarded-for": "203.0.113.50" };
    const statuses: number[] = [];
    for (let failure = 0; failure < ADDRESS_FAILED_LOGINS_MAX + 2; failure++) {
      const server = failure % 2 === 0 ? first : second;
      const body = { username: uniqueUsername("spray"), password: "wrong" };
      statuses.push((await post(server, "/api/v2/players/login", body, fromAddress)).status);
    }
    expect(statuses).toEqual([...Array(ADDRESS_FAILED_LOGINS_MAX).fill(400), 429, 429]);
  });

  it("share a staff member's wrong codes: the fifth ends its session, whichever process answers", async () => {
    const username = `codes.${Date.now().toString(36)}`;
    const password = "a long staff password";
    const created = await post(
      first,
      "/api/admin/v1/agencies/demo/staff",
      { username, role: "finance", password },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(created.status).toBe(201);
    const passwordStep = async (server: ServerProcess) => {
      const response = await post(server, "/api/admin/v1/auth/login", { username, password });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { data: { secret?: string } };
      return { cookie: cookieNamed(response, "kham_staff"), secret: answer.data.secret };
    };
    const giveCode = (server: ServerProcess, cookie: string, code: string) =>
      post(server, "/api/admin/v1/auth/totp", { code }, { cookie }).then((response) => response.status);
    const enrolment = await passwordStep(first);
    const secret = enrolment.secret!;
    expect(await giveCode(first, enrolment.cookie, await generate({ secret }))).toBe(200);

    // No code of the steps around now, so it stays wrong however long the test takes.
    const step = Math.floor(Date.now() / 30_000);
    const near = await Promise.all(
      [-2, -1, 0, 1, 2].map((offset) => generate({ secret, epoch: (step + offset) * 30 })),
    );
    const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].find(
      (code) => !near.includes(code),
    )!;
    const a = await passwordStep(first);
    const b = await passwordStep(second);
    // Each process counting alone would have let all six through as plain wrong codes.
    const statuses = [
      await giveCode(first, a.cookie, wrong),
      await giveCode(second, b.cookie, wrong),
      await giveCode(second, a.cookie, wrong),
      await giveCode(first, b.cookie, wrong),
      await giveCode(first, a.cookie, wrong),
      await giveCode(second, b.cookie, wrong),
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect(await giveCode(second, a.cookie, wrong)).toBe(401);
  });

  it("refuses to start when REDIS_URL names a server that does not answer", async () => {
    const closedPort = await sparePort();
    const started = startServerProcess({ ...env, REDIS_URL: `redis://127.0.0.1:${closedPort}` });
    await expect(started).rejects.toThrow(/exited \(1\)/);
    await expect(started).rejects.toThrow(`Redis at redis://127.0.0.1:${closedPort} is unreachable`);
    await expect(started).rejects.toThrow("check REDIS_URL or start Redis");
  });
});
