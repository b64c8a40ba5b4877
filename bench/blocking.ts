// Main-thread blocking after the first paint, from Chromium's own long tasks at 4× CPU slowdown; needs a build.
import { parseArgs } from "node:util";
import { chromium } from "playwright";
import { chromiumFlags } from "./lib/chromium.ts";
import { isMain } from "./lib/main.ts";
import { registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";
import { playerOnly } from "./lighthouse.ts";

export const BLOCKING_PAGES = ["/", "/login", "/register", "/player"];
const CPU_SLOWDOWN = 4;
const WATCH_MS = 8000;

export interface BlockingFigures {
  path: string;
  runs: number;
  /** Median over the loads of the blocking time after the first paint, ms. */
  medianMs: number;
  /** Each load's blocking time, ms. */
  blockingMs: number[];
  /** Each load's longest task after the first paint, ms. */
  longestMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runBlocking(options: { paths: string[]; runs: number; port: number }) {
  const server = await startServer(options.port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumFlags,
  });
  const figures: BlockingFigures[] = [];
  try {
    const player = options.paths.some(playerOnly) ? await registerPlayer(server.origin, "bl") : undefined;
    for (const path of options.paths) {
      const blockingMs: number[] = [];
      const longestMs: number[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          serviceWorkers: "block",
        });
        try {
          if (playerOnly(path) && player) {
            const [name, ...value] = player.cookie.split("=");
            await context.addCookies([{ name: name!, value: value.join("="), url: server.origin }]);
          }
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          await page.addInitScript(() => {
            const tasks: [number, number][] = [];
            (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
            }).observe({ type: "longtask", buffered: true });
          });
          await page.goto(server.origin + path);
          await page.waitForTimeout(WATCH_MS);
          const { firstPaint, tasks } = await page.evaluate(() => ({
            firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
            tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
          }));
          const after = tasks.filter(([start]) => start >= firstPaint);
          blockingMs.push(after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
          longestMs.push(Math.max(0, ...after.map(([, duration]) => duration)));
        } finally {
          await context.close();
        }
      }
      figures.push({ path, runs: options.runs, medianMs: median(blockingMs), blockingMs, longestMs });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\n${machineLine()}`);
  console.log(
    `Blocking after first paint, Chromium at ${CPU_SLOWDOWN}× slowdown, 412 px, ${options.runs} loads each`,
  );
  printTable(
    ["page", "median", "each load", "longest task, median"],
    figures.map((page) => [
      page.path,
      `${Math.round(page.medianMs)} ms`,
      page.blockingMs.map(Math.round).join(" "),
      `${Math.round(median(page.longestMs))} ms`,
    ]),
  );
  const file = saveResults("blocking", { cpuSlowdown: CPU_SLOWDOWN, pages: figures });
  console.log(`saved ${file}`);
  return figures;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "6" },
      port: { type: "string", default: "4325" },
      paths: { type: "string" },
    },
  });
  await runBlocking({
    runs: Number(values.runs),
    port: Number(values.port),
    paths: values.paths ? values.paths.split(",") : BLOCKING_PAGES,
  });
}
