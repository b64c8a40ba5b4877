import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../../test/event-stream.ts";
import { buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";
import { depositingPlayer, depositStatus, openDeposit, sendWebhook } from "../deposits/test-support.ts";

const METRICS_TOKEN = "metrics-token-0123456789";

function scrape(t: TestApp, token = METRICS_TOKEN) {
  return get(t.app, "/metrics", { headers: { authorization: `Bearer ${token}` } });
}

/** The value of one sample of the text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe("GET /metrics on the main port", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("is the API's 404 when no token is set, not the player's page", async () => {
    t = await buildTestApp();
    const answer = await scrape(t);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe("NOT_FOUND");
  });

  it("is 401 without the token or with a wrong one, and says nothing of the metrics", async () => {
    t = await buildTestApp({ config: { metricsToken: METRICS_TOKEN } });
    for (const answer of [
      await get(t.app, "/metrics"),
      await scrape(t, `${METRICS_TOKEN}x`),
      await get(t.app, "/metrics", { headers: { authorization: METRICS_TOKEN } }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe("UNAUTHENTICATED");
      expect(answer.body).not.toContain("kham_");
    }
  });

  it("answers the text format with the token, the process metrics included", async () => {
    t = await buildTestApp({ config: { metricsToken: METRICS_TOKEN } });
    const answer = await scrape(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain("# TYPE kham_http_request_duration_seconds histogram");
    // The CPU counters count from registration and the kernel may split a short span all to system.
    expect(sample(answer.body, "process_cpu_user_seconds_total")).toBeGreaterThanOrEqual(0);
    expect(sample(answer.body, "process_start_time_seconds")).toBeGreaterThan(1_700_000_000);
    expect(sample(answer.body, "kham_jobs_dead")).toBe(0);
  });
});

describe("METRICS_PORT", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsPort: 9464, metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  it("takes /metrics off the main port, even with the token", async () => {
    const answer = await scrape(t);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe("NOT_FOUND");
  });

  it("serves /metrics on its own listener, and nothing else there", async () => {
    const server = t.app.metricsServer!;
    await server.listen({ port: 0, host: "127.0.0.1" });
    const address = server.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("kham_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${address.port}/api/health`)).status).toBe(404);
  });
});

describe("what a scrape shows", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  it("counts requests by route pattern, times a deposit's credit, and counts its job until done", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    await sendWebhook(t.app, order, { now: t.clock.now() });

    const paid = (await scrape(t)).body;
    expect(sample(paid, "kham_jobs", { kind: "deposit.transfer", status: "pending" })).toBe(1);
    expect(sample(paid, "kham_deposit_payment_to_credit_seconds_count")).toBe(0);

    t.clock.advance(20_000);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");

    const credited = (await scrape(t)).body;
    const route = { method: "POST", route: "/api/v2/deposits", status: "201" };
    expect(sample(credited, "kham_http_request_duration_seconds_count", route)).toBe(1);
    const status = { method: "GET", route: "/api/v2/deposits/:code", status: "200" };
    expect(sample(credited, "kham_http_request_duration_seconds_count", status)).toBe(2);
    expect(credited).not.toContain(order.code);
    expect(sample(credited, "kham_deposit_payment_to_credit_seconds_count")).toBe(1);
    expect(sample(credited, "kham_deposit_payment_to_credit_seconds_bucket", { le: "10" })).toBe(0);
    expect(sample(credited, "kham_deposit_payment_to_credit_seconds_bucket", { le: "30" })).toBe(1);
    expect(sample(credited, "kham_jobs", { kind: "deposit.transfer", status: "pending" })).toBeUndefined();
    const transferIn = { adapter: "provider", name: "gclub", operation: "transferIn", outcome: "ok" };
    expect(sample(credited, "kham_adapter_call_duration_seconds_count", transferIn)).toBe(1);
  });

  it("counts a failed login, by player or staff", async () => {
    const { username } = await register(t.app);
    const before = (await scrape(t)).body;
    expect(sample(before, "kham_login_failures_total", { audience: "player" }) ?? 0).toBe(0);
    const wrong = await post(t.app, "/api/v2/players/login", { username, password: "not the password" });
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    const staff = await post(t.app, "/api/admin/v1/auth/login", {
      username: "nobody",
      password: "not the staff password",
    });
    expect(staff.json().error.code).toBe("INVALID_CREDENTIALS");
    const after = (await scrape(t)).body;
    expect(sample(after, "kham_login_failures_total", { audience: "player" })).toBe(1);
    expect(sample(after, "kham_login_failures_total", { audience: "staff" })).toBe(1);
  });

  it("counts a player's open event stream until it ends", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const { cookie } = await register(t.app);
    const stream = openEventStream({ port, path: "/api/v2/players/events", cookie });
    expect((await stream.opened).statusCode).toBe(200);
    const open = (await scrape(t)).body;
    expect(sample(open, "kham_event_streams_open", { audience: "player" })).toBe(1);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    await stream.waitForEnd();
    const ended = (await scrape(t)).body;
    expect(sample(ended, "kham_event_streams_open", { audience: "player" })).toBe(0);
  });
});
