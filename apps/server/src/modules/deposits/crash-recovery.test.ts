import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signatureHeader } from "../../adapters/payment-gateway/signature.ts";
import { createScratchPostgres } from "../../test/database.ts";
import { PASSWORD, uniqueUsername } from "../../test/helper.ts";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";
import { LAK_MID, SANDBOX_SECRET, uniqueAccountNumber } from "./test-support.ts";

/*
 * A real server process is killed with SIGKILL while the provider transfers of paid deposits are in
 * flight; the next process must get every acknowledged payment to the player within 15 s of its
 * start. On PGlite the folder lock proves the dead process is gone, so its jobs are taken back at
 * once; on PostgreSQL (DATABASE_URL) they come back when their short lease runs out.
 */
const PLAYERS = 8;
const RECOVERY_BUDGET_MS = 15_000;

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "kham-crash-"));
  scratch = await createScratchPostgres();
  env = {
    DATA_DIR: dataDir,
    RATE_LIMIT: "off",
    ADMIN_TOKEN: "crash-test-admin-token-0123",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(server: ServerProcess, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      "x-fingerprint": "fp-crash-test",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: () => JSON.parse(text) };
}

async function playerWithOrder(server: ServerProcess) {
  const username = uniqueUsername("crash");
  const registered = await call(server, "POST", "/api/v2/players/register", {
    username,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    fingerprint: "fp-crash-test",
    ageConfirmed: true,
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
  const account = await call(
    server,
    "POST",
    "/api/v2/players/bank-accounts",
    { bankCode: "BCEL", accountNumber: uniqueAccountNumber(), accountName: "Crash Test", currency: "LAK" },
    cookie,
  );
  expect(account.status).toBe(201);
  const order = await call(
    server,
    "POST",
    "/api/v2/deposits",
    { provider: "gclub", mid: LAK_MID, currency: "LAK", amount: "66000" },
    cookie,
  );
  expect(order.status).toBe(201);
  return { cookie, code: order.json().data.code as string };
}

function pay(server: ServerProcess, code: string) {
  const rawBody = JSON.stringify({
    eventId: `evt_${code}`,
    orderCode: code,
    amount: "66000",
    currency: "LAK",
    status: "PAID",
    paidAt: new Date().toISOString(),
    reference: `REF${code}`,
  });
  return fetch(`${server.origin}/api/v2/payments/sandbox/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-signature": signatureHeader(SANDBOX_SECRET, rawBody, new Date()),
    },
    body: rawBody,
  });
}

describe("a server killed while paid deposits are being credited", () => {
  it("credits every acknowledged payment, once, within 15 s of the next start", async () => {
    // A slow provider keeps the transfers in flight long enough for the kill to land mid-transfer.
    const first = await startServerProcess({ ...env, SANDBOX_PROVIDER_DELAY_MS: "20000" });
    let orders: Array<{ cookie: string; code: string }>;
    try {
      orders = await Promise.all(Array.from({ length: PLAYERS }, () => playerWithOrder(first)));
      const answers = await Promise.all(orders.map((order) => pay(first, order.code)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(PLAYERS).fill(200));
      // Every transfer job is claimed and waiting on the provider: kill the process now.
      for (const order of orders) {
        const status = (
          await call(first, "GET", `/api/v2/deposits/${order.code}`, undefined, order.cookie)
        ).json().data.status;
        expect(status).toBe("PAID");
      }
    } finally {
      await first.kill();
    }

    const second = await startServerProcess(env);
    const started = Date.now();
    try {
      const pending = new Set(orders.map((order) => order.code));
      while (pending.size > 0 && Date.now() - started < RECOVERY_BUDGET_MS + 5000) {
        for (const order of orders) {
          if (!pending.has(order.code)) continue;
          const answer = await call(second, "GET", `/api/v2/deposits/${order.code}`, undefined, order.cookie);
          if (answer.json().data.status === "SUCCESS") pending.delete(order.code);
        }
        if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const elapsed = Date.now() - started;
      expect([...pending], second.output()).toEqual([]);
      expect(elapsed).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
      for (const order of orders) {
        const credit = await call(second, "GET", "/api/v2/players/credits/gclub", undefined, order.cookie);
        expect(credit.json().data.credit.amount).toBe("100.00");
      }
    } finally {
      await second.stop();
    }
  }, 120_000);
});
