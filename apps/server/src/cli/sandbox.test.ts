import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import {
  depositingPlayer,
  depositStatus,
  openDeposit,
  providerCredit,
} from "../modules/deposits/test-support.ts";
import { openTestDatabase } from "../test/database.ts";
import { ADMIN_TOKEN, buildTestApp, post, type TestApp, testConfig } from "../test/helper.ts";
import { runSandboxCli } from "./sandbox.ts";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function cli(argv: string[], env: Record<string, string | undefined> = { ADMIN_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSandboxCli(argv, {
    env,
    fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Lets the job worker finish what the webhook started, as the running server's timer would. */
async function settle() {
  await t.app.jobs.runDueJobs();
}

describe("npm run sandbox -- pay", () => {
  it("pays the order at the sandbox bank, whose signed webhook reaches the server over HTTP", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const result = await cli(["pay", order.code.toLowerCase(), "--url", url]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Paid 66000 LAK for ${order.code}`);
    expect(result.out).toContain("Webhook delivered.");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    await settle();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });

  it("with --no-webhook leaves it to the player's check", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const result = await cli(["pay", order.code, "--no-webhook", "--url", url]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("No webhook sent");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    const checked = await post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie });
    expect(checked.json().data.status).toBe("PAID");
  });

  it("with --amount pays a different amount, which is recorded and not credited", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const result = await cli(["pay", order.code, "--amount", "1000", "--url", url]);
    expect(result.code).toBe(0);
    await settle();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
  });

  it("explains an unknown order, a bad amount, a wrong token and a missing server", async () => {
    const unknown = await cli(["pay", "DNOSUCHORDER", "--url", url]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("404 NOT_FOUND");
    expect((await cli(["pay", "D1", "--amount", "lots", "--url", url])).code).toBe(2);
    const token = await cli(["pay", "D1", "--url", url], { ADMIN_TOKEN: "wrong-token-0123456789" });
    expect(token.err).toContain("401 UNAUTHENTICATED");
    const down = await cli(["pay", "D1", "--url", "http://127.0.0.1:9"]);
    expect(down.code).toBe(1);
    expect(down.err).toContain("Cannot reach the server");
    expect((await cli(["pay", "--help"])).out).toContain("--no-webhook");
    expect((await cli(["refund", "D1"])).code).toBe(2);
  });
});

describe("POST /api/sandbox/v1/payments", () => {
  it("does not exist in production", async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ nodeEnv: "production", paymentWebhookSecret: "a-production-secret-123" }),
      database,
    });
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/sandbox/v1/payments",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: JSON.stringify({ orderCode: "D1" }),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
