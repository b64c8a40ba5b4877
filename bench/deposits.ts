// Webhook → event latency and deposit-create throughput; on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { isPlausibleAccountNumber } from "@kham/contract";
import { buildTestApp } from "../apps/server/src/test/helper.ts";
import { sendPaidWebhook } from "./lib/webhook.ts";

const { values } = parseArgs({
  options: {
    payments: { type: "string", default: "100" },
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "10" },
  },
});
const PAYMENTS = Number(values.payments);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);

const testApp = await buildTestApp();
const { app } = testApp;
const base = await app.listen({ host: "127.0.0.1", port: 0 });
const secret = app.config.paymentWebhookSecret;
const driver = testApp.database.driver;

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(base + path, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      "x-fingerprint": "bench-device",
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return { response, json: JSON.parse(text) as { data: Record<string, unknown> } };
}

function accountNumber(): string {
  for (;;) {
    const digits = Array.from(randomBytes(13), (byte) => String(byte % 10)).join("");
    if (isPlausibleAccountNumber(digits)) return digits;
  }
}

/** A player with a session and a bank account, ready to deposit. */
async function newPlayer(index: number): Promise<string> {
  const username = `bench-${index}-${randomBytes(3).toString("hex")}`;
  const password = "bench password";
  const { response } = await call("/api/v2/players/register", {
    method: "POST",
    body: { username, password, confirmPassword: password, fingerprint: "bench-device", ageConfirmed: true },
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
  await call("/api/v2/players/bank-accounts", {
    method: "POST",
    cookie,
    body: { bankCode: "BCEL", accountNumber: accountNumber(), accountName: "BENCH PLAYER", currency: "LAK" },
  });
  return cookie;
}

const { json: methods } = await call("/api/v2/payment-methods");
const lakMethod = (methods.data as unknown as { mid: string; currency: string; isEnabled: boolean }[]).find(
  (method) => method.currency === "LAK" && method.isEnabled,
);
if (!lakMethod) throw new Error("the seeded agency has no LAK payment method");
const depositBody = { provider: "alphabet", mid: lakMethod.mid, currency: "LAK", amount: "66000" };

interface Order {
  code: string;
  amount: string;
  currency: string;
  status: string;
}

async function createDeposit(cookie: string): Promise<Order> {
  const { json } = await call("/api/v2/deposits", { method: "POST", cookie, body: depositBody });
  return json.data as unknown as Order;
}

/** Reads the player's event stream and resolves waiters by "event:orderCode-or-provider". */
function openEventStream(cookie: string) {
  const waiters = new Map<string, (at: number) => void>();
  const controller = new AbortController();
  const ready = fetch(`${base}/api/v2/players/events`, {
    headers: { cookie },
    signal: controller.signal,
  }).then(async (response) => {
    if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const at = performance.now();
          const name = /^event: (.+)$/m.exec(message)?.[1];
          const data = /^data: (.+)$/m.exec(message)?.[1];
          if (name && data) {
            const payload = JSON.parse(data) as { order?: Order };
            const key = payload.order ? `${name}:${payload.order.code}:${payload.order.status}` : name;
            waiters.get(key)?.(at);
            waiters.delete(key);
          }
          end = buffer.indexOf("\n\n");
        }
      }
    })();
  });
  return {
    ready,
    next(key: string): Promise<number> {
      return new Promise((resolve) => waiters.set(key, resolve));
    },
    close: () => controller.abort(),
  };
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

// The worker runs as in production (main.ts starts it): a PAID order is credited by it, kicked at once.
await app.jobs.start();

// 1. Latency: one connected player, payments one after another.
const cookie = await newPlayer(0);
const stream = openEventStream(cookie);
await stream.ready;
const published: Map<string, number> = new Map();
const playerId = (await call("/api/v2/players/me", { cookie })).json.data.player as { id: string };
const unsubscribe = app.events.subscribe(playerId.id, (event) => {
  const order = (event.data as { order?: Order }).order;
  if (order?.status === "PAID") published.set(order.code, performance.now());
});
const toPublished: number[] = [];
const toPaidEvent: number[] = [];
const toCreditEvent: number[] = [];
for (let i = 0; i < PAYMENTS; i += 1) {
  const order = await createDeposit(cookie);
  const paid = stream.next(`deposit.updated:${order.code}:PAID`);
  const credited = stream.next("credit.updated");
  const succeeded = stream.next(`deposit.updated:${order.code}:SUCCESS`);
  const sentAt = performance.now();
  const answer = await sendPaidWebhook(base, secret, order);
  if (!answer.ok) throw new Error(`webhook: ${answer.status} ${await answer.text()}`);
  const paidAt = await paid;
  const creditedAt = await credited;
  toPublished.push((published.get(order.code) ?? paidAt) - sentAt);
  toPaidEvent.push(paidAt - sentAt);
  toCreditEvent.push(creditedAt - sentAt);
  // The next deposit needs this one finished (one open order per player).
  await succeeded;
}
unsubscribe();
stream.close();

// 2. Throughput: the same closed-loop client against the bare route and against deposit creation.
async function closedLoop(work: (worker: number) => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < until) {
        await work(worker);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

const bare = await closedLoop(async () => {
  await call("/api/health");
});
const players = await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => newPlayer(index + 1)));
// Each worker creates an order and cancels it, since a player may hold only one open order.
const creates = await closedLoop(async (worker) => {
  const player = players[worker]!;
  const order = await createDeposit(player);
  await call(`/api/v2/deposits/${order.code}/cancel`, { method: "POST", cookie: player, body: {} });
});

console.log(
  `\nDeposits on ${driver} — ${PAYMENTS} payments, ${CONCURRENCY} concurrent clients for ${SECONDS} s\n`,
);
console.log("| webhook sent → …                         |      p50 |      p95 |");
console.log("|------------------------------------------|---------:|---------:|");
for (const [label, samples] of [
  ["PAID event published by the server", toPublished],
  ["PAID event at the SSE client", toPaidEvent],
  ["credit.updated at the SSE client", toCreditEvent],
] as const) {
  console.log(
    `| ${label.padEnd(40)} | ${ms(percentile(samples, 50)).padStart(8)} | ${ms(percentile(samples, 95)).padStart(8)} |`,
  );
}
console.log(`\nGET /api/health:            ${bare.toFixed(0)} req/s`);
console.log(
  `POST /deposits (+ cancel):  ${creates.toFixed(0)} orders/s  (ratio to the bare route ${(creates / bare).toFixed(3)})`,
);

await testApp.close();
