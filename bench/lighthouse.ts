// Lighthouse 12, mobile preset (its default config: phone emulation, simulated slow 4G), against the
// built app served by the real server on a temporary data folder.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { isMain } from "./lib/main.ts";
import { saveResults } from "./lib/results.ts";
import { startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

export const PERFORMANCE_GOAL = 0.98;
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface PageFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measure(url: string, path: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: chromiumFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      path,
      score: lhr.categories.performance?.score ?? 0,
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function measureWithRetry(url: string, path: string, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, path);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${path}: ${(error as Error).message}; trying again`);
    }
  }
}

/** The run with the median score, so one noisy run neither flatters nor sinks the figure. */
function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runLighthouse(options: { runs: number; port: number; paths: string[] }) {
  const server = await startServer(options.port);
  const figures: PageFigures[] = [];
  try {
    for (const path of options.paths) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await measureWithRetry(server.origin + path, path));
      figures.push(medianRun(runs));
    }
  } finally {
    await server.stop();
  }

  console.log(`\nLighthouse ${options.runs > 1 ? `(median of ${options.runs} runs) ` : ""}mobile preset`);
  printTable(
    ["page", "score", "FCP", "LCP", "TBT", "CLS", `goal ≥ ${PERFORMANCE_GOAL}`],
    figures.map((page) => [
      page.path,
      page.score.toFixed(2),
      `${Math.round(page.fcpMs)} ms`,
      `${Math.round(page.lcpMs)} ms`,
      `${Math.round(page.tbtMs)} ms`,
      page.cls.toFixed(3),
      page.score >= PERFORMANCE_GOAL ? "met" : "MISSED",
    ]),
  );
  const file = saveResults("lighthouse", { goal: PERFORMANCE_GOAL, runs: options.runs, pages: figures });
  console.log(`saved ${file}`);
  return figures;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      port: { type: "string", default: "4318" },
    },
  });
  await runLighthouse({ runs: Number(values.runs), port: Number(values.port), paths: ["/", "/login"] });
}
