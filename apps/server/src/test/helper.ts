import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { type BuildAppOptions, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { seedDatabase } from "../db/seed.ts";
import { createAgency } from "../modules/agency/service.ts";
import { openTestDatabase } from "./database.ts";

export const ADMIN_TOKEN = "test-admin-token-0123456789";
export const OTHER_HOST = "other.example.com";
export const PASSWORD = "correct horse";
/** Seals the gateway keys the tests store; a test that looks for the key in logs looks for this too. */
export const TEST_SECRETS_KEY = "test-secrets-key-0123456789abcdef-0123";

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (date) => {
      current = date;
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      RATE_LIMIT: "off",
      ADMIN_TOKEN,
      SECRETS_KEY: TEST_SECRETS_KEY,
      DATA_DIR: "/nonexistent/kham-test-data",
      WEB_DIST: "/nonexistent/kham-test-dist",
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

/** An app on a fresh database with the demo agency (localhost) and a second one on OTHER_HOST. */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    database?: Database;
    pageCreditBudgetMs?: BuildAppOptions["pageCreditBudgetMs"];
    ambProvider?: BuildAppOptions["ambProvider"];
    logger?: BuildAppOptions["logger"];
    adapterTimeoutMs?: BuildAppOptions["adapterTimeoutMs"];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  await seedDatabase(database.db);
  await createAgency(database.db, { code: "other", name: "Other", domains: [OTHER_HOST] });
  const clock = testClock();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    now: clock.now,
    pageCreditBudgetMs: options.pageCreditBudgetMs,
    ambProvider: options.ambProvider,
    logger: options.logger,
    adapterTimeoutMs: options.adapterTimeoutMs,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
const USERNAME_LIMIT = 20;

/**
 * A username no other call in this process answers: `<prefix>-<counter>_<random>`. The separators
 * keep the counter from running into the prefix or the suffix ("p1"+"23" vs "p12"+"3"), and only the
 * random part is shortened to fit the 20 characters, never the counter.
 */
export function uniqueUsername(prefix = "player"): string {
  counter += 1;
  const head = `${
    prefix
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 8) || "p"
  }-${counter}_`;
  const room = USERNAME_LIMIT - head.length;
  if (room < 1) throw new Error("uniqueUsername: counter too large for the username limit");
  const random = randomBytes(8).readBigUInt64BE().toString(36).padStart(room, "0");
  return head + random.slice(0, Math.min(room, 6));
}

export interface CallOptions {
  cookie?: string;
  host?: string;
  headers?: Record<string, string>;
}

export function post(app: FastifyInstance, url: string, body: unknown, options: CallOptions = {}) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/json",
      host: options.host ?? "localhost",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  return app.inject({
    method: "GET",
    url,
    headers: {
      host: options.host ?? "localhost",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
}

/** `name=value` of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith("kham_session"));
  if (!cookie?.value)
    throw new Error(`no session cookie in the answer (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/** `name=value` of the known-device cookie a response sets, ready for a Cookie header. */
export function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name.endsWith("kham_device"));
  if (!cookie?.value)
    throw new Error(`no device cookie in the answer (${response.statusCode} ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

export function registerBodyFor(username: string, password = PASSWORD) {
  return { username, password, confirmPassword: password, fingerprint: "fp-test-device", ageConfirmed: true };
}

export async function register(
  app: FastifyInstance,
  options: { username?: string; password?: string; host?: string; displayName?: string } = {},
) {
  const username = options.username ?? uniqueUsername();
  const response = await post(
    app,
    "/api/v2/players/register",
    {
      ...registerBodyFor(username, options.password),
      ...(options.displayName ? { displayName: options.displayName } : {}),
    },
    { host: options.host, headers: { "x-fingerprint": "fp-test-device" } },
  );
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { username, cookie: sessionCookie(response), player: response.json().data.player, response };
}

export async function login(app: FastifyInstance, username: string, password = PASSWORD, host?: string) {
  const response = await post(app, "/api/v2/players/login", { username, password }, { host });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), response };
}
