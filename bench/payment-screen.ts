// Payment → credit on a real browser's screen, from the signed webhook to the painted change; needs a build.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { createScratchPostgres } from "../apps/server/src/test/database.ts";
import { percentile } from "./lib/load.ts";
import { isMain } from "./lib/main.ts";
import { callApi, depositBody, registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { startServer, WEBHOOK_SECRET, webDist } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";
import { sendPaidWebhook } from "./lib/webhook.ts";

export const PAYMENT_SCREEN_GOAL_MS = 300;
const CREDITS = 'section[aria-labelledby="credits-title"]';

export interface PaymentScreenOptions {
  payments: number;
  port: number;
  entry?: string;
}

interface Order {
  code: string;
  amount: string;
  currency: string;
  status: string;
}

export interface Spread {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface PaymentScreenFigures {
  driver: "pglite" | "postgres";
  payments: number;
  /** Webhook sent → the credit text changed in the page's DOM. */
  toDom: Spread;
  /** Webhook sent → the first frame after that change (what the player sees). */
  toFrame: Spread;
}

const spread = (samples: number[]): Spread => ({
  p50Ms: percentile(samples, 50),
  p95Ms: percentile(samples, 95),
  maxMs: Math.max(...samples),
});

/** Wall-clock time in ms with sub-millisecond precision, comparable with the page's own. */
const now = () => performance.timeOrigin + performance.now();

declare global {
  interface Window {
    creditChanges: { dom: number; frame: number }[];
  }
}

export async function runPaymentScreen(options: PaymentScreenOptions): Promise<PaymentScreenFigures> {
  const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
  const scratch = driver === "postgres" ? await createScratchPostgres() : undefined;
  const server = await startServer(options.port, { databaseUrl: scratch?.url, entry: options.entry });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const player = await registerPlayer(server.origin, "screen");
    const deposit = await depositBody(server.origin);
    const [name, value] = player.cookie.split("=") as [string, string];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name, value, url: server.origin }]);
    const page = await context.newPage();
    const streamOpened = page.waitForRequest((request) => request.url().includes("/players/events"));
    await page.goto(`${server.origin}/player`);
    await streamOpened;
    await page.waitForFunction(
      (selector) => /\d/.test(document.querySelector(selector)?.textContent ?? ""),
      CREDITS,
    );
    await page.evaluate((selector) => {
      window.creditChanges = [];
      const panel = document.querySelector(selector)!;
      let shown = panel.textContent;
      new MutationObserver(() => {
        if (panel.textContent === shown) return;
        shown = panel.textContent;
        const dom = performance.timeOrigin + performance.now();
        requestAnimationFrame(() =>
          window.creditChanges.push({ dom, frame: performance.timeOrigin + performance.now() }),
        );
      }).observe(panel, { subtree: true, childList: true, characterData: true });
    }, CREDITS);

    const toDom: number[] = [];
    const toFrame: number[] = [];
    for (let payment = 0; payment < options.payments; payment += 1) {
      const { data } = await callApi(server.origin, "/api/v2/deposits", {
        method: "POST",
        cookie: player.cookie,
        body: deposit,
      });
      const order = data as Order;
      const seen = await page.evaluate(() => window.creditChanges.length);
      const sentAt = now();
      const answer = await sendPaidWebhook(server.origin, WEBHOOK_SECRET, order);
      if (!answer.ok) throw new Error(`webhook: ${answer.status} ${await answer.text()}`);
      await page.waitForFunction((count) => window.creditChanges.length > count, seen, { timeout: 10_000 });
      const change = await page.evaluate((count) => window.creditChanges[count]!, seen);
      toDom.push(change.dom - sentAt);
      toFrame.push(change.frame - sentAt);
      // One open order per player: the next deposit waits for this one to be finished.
      for (;;) {
        const { data: current } = await callApi(server.origin, `/api/v2/deposits/${order.code}`, {
          cookie: player.cookie,
        });
        if ((current as Order).status === "SUCCESS") break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const figures: PaymentScreenFigures = {
      driver,
      payments: options.payments,
      toDom: spread(toDom),
      toFrame: spread(toFrame),
    };
    printPaymentScreen(figures);
    const file = saveResults("payment-screen", { goalMs: PAYMENT_SCREEN_GOAL_MS, webDist, ...figures });
    console.log(`saved ${file}`);
    return figures;
  } finally {
    await browser.close();
    await server.stop();
    await scratch?.drop();
  }
}

export function printPaymentScreen(figures: PaymentScreenFigures): void {
  console.log(`\n${machineLine()}`);
  console.log(
    `\nPayment → credit on screen, Chromium, ${figures.payments} payments, ${figures.driver === "pglite" ? "PGlite" : "PostgreSQL"}`,
  );
  printTable(
    ["webhook sent → …", "p50", "p95", "max", `goal p95 ≤ ${PAYMENT_SCREEN_GOAL_MS} ms`],
    [
      ["credit text changed (DOM)", figures.toDom],
      ["next frame painted", figures.toFrame],
    ].map(([label, figure]) => {
      const { p50Ms, p95Ms, maxMs } = figure as Spread;
      return [
        label as string,
        `${p50Ms.toFixed(0)} ms`,
        `${p95Ms.toFixed(0)} ms`,
        `${maxMs.toFixed(0)} ms`,
        p95Ms <= PAYMENT_SCREEN_GOAL_MS ? "met" : "MISSED",
      ];
    }),
  );
}

export const paymentScreenOptions = {
  payments: { type: "string", default: "100" },
  "screen-port": { type: "string", default: "4322" },
} as const;

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { ...paymentScreenOptions, server: { type: "string" } } });
  await runPaymentScreen({
    payments: Number(values.payments),
    port: Number(values["screen-port"]),
    entry: values.server,
  });
}
