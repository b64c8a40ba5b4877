// Lighthouse's mobile preset against the built app on the real server with a temporary data folder.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// Lighthouse's own dependency: how its documentation measures pages behind a login.
import puppeteer from "puppeteer-core";
import { chromiumFlags } from "./lib/chromium.ts";
import { isMain } from "./lib/main.ts";
import { registerPlayer } from "./lib/players.ts";
import { saveResults } from "./lib/results.ts";
import { PLAYER_SCREENS, VISITOR_SCREENS } from "./lib/screens.ts";
import { type ServerOptions, startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

/** The floors: a mobile median of at least 0.95 and no layout shift; other pages have none. */
export const PERFORMANCE_GOALS: Readonly<Record<string, { score: number; cls?: number }>> = {
  "/": { score: 0.95, cls: 0 },
  "/login": { score: 0.95, cls: 0 },
  "/register": { score: 0.95, cls: 0 },
  "/player": { score: 0.95, cls: 0 },
};

/** "met", "MISSED", or "" for a page without a goal. */
export function goalMet(page: PageFigures): string {
  const goal = PERFORMANCE_GOALS[page.path];
  if (goal === undefined) return "";
  const met = page.score >= goal.score && (goal.cls === undefined || page.cls <= goal.cls);
  return met ? "met" : "MISSED";
}

const goalText = (path: string) => {
  const goal = PERFORMANCE_GOALS[path];
  if (goal === undefined) return "—";
  return `≥ ${goal.score}${goal.cls === undefined ? "" : `, CLS ${goal.cls}`}`;
};

/** Every screen the server renders, visitors' and a logged-in player's. */
export const LIGHTHOUSE_PAGES: string[] = [...VISITOR_SCREENS, ...PLAYER_SCREENS];

/** The player's own screens: measured with a logged-in player's session cookie. */
export const playerOnly = (path: string) => path === "/player" || path.startsWith("/player/");
/** Lighthouse launches Chromium itself (chrome-launcher): headless is one of the flags. */
const lighthouseChromiumFlags = ["--headless=new", ...chromiumFlags];

export interface PageFigures {
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmarkIndex: a busier host simulates a slower phone. */
  cpuIndex: number;
}

async function measure(url: string, path: string, cookie?: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: lighthouseChromiumFlags,
  });
  try {
    if (cookie) await logIn(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A player's screen that sent Lighthouse to /login measured the wrong page.
    const ended = new URL(lhr.finalDisplayedUrl);
    if (cookie && ended.pathname + ended.search !== path) {
      throw new Error(`lighthouse: ${path} ended on ${lhr.finalDisplayedUrl}`);
    }
    // The whole report, to see what a figure is made of (the LCP element, each layout shift).
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${path.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      path,
      score: lhr.categories.performance?.score ?? 0,
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      cpuIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse keeps cookies, so the app runs logged in and sets its own cookies too. */
async function logIn(port: number, url: string, cookie: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [name, ...value] = cookie.split("=");
    await browser.setCookie({
      name: name!,
      value: value.join("="),
      domain: new URL(url).hostname,
      path: "/",
    });
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
async function measureWithRetry(
  url: string,
  path: string,
  cookie?: string,
  attempts = 3,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, path, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${path}: ${(error as Error).message}; trying again`);
    }
  }
}

/** The median of several runs per page, as Lighthouse's guide to variability advises. */
export const DEFAULT_RUNS = 5;

/** The lowest and the highest of the runs' scores, as the table prints them. */
export function scoreRange(runs: readonly PageFigures[]): string {
  const scores = runs.map((run) => run.score);
  return `${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}`;
}

/** The run with the median score, so one noisy run neither flatters nor sinks the figure. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runLighthouse(options: {
  runs: number;
  port: number;
  paths: string[];
  /** Another server entry or environment, e.g. to measure a build from before a change. */
  server?: ServerOptions;
}) {
  const server = await startServer(options.port, options.server);
  const runsOf = new Map<string, PageFigures[]>();
  try {
    const player = options.paths.some(playerOnly) ? await registerPlayer(server.origin, "lh") : undefined;
    for (const path of options.paths) {
      const cookie = playerOnly(path) ? player?.cookie : undefined;
      const runs: PageFigures[] = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await measureWithRetry(server.origin + path, path, cookie));
      runsOf.set(path, runs);
    }
  } finally {
    await server.stop();
  }

  const figures = [...runsOf.values()].map(medianRun);
  console.log(`\nLighthouse ${options.runs > 1 ? `(median of ${options.runs} runs) ` : ""}mobile preset`);
  printTable(
    ["page", "score", "FCP", "LCP", "TBT", "CLS", "goal", "", "runs' scores", "CPU index"],
    figures.map((page) => [
      page.path,
      page.score.toFixed(2),
      `${Math.round(page.fcpMs)} ms`,
      `${Math.round(page.lcpMs)} ms`,
      `${Math.round(page.tbtMs)} ms`,
      page.cls.toFixed(3),
      goalText(page.path),
      goalMet(page),
      scoreRange(runsOf.get(page.path)!),
      String(Math.round(page.cpuIndex)),
    ]),
  );
  const file = saveResults("lighthouse", {
    goals: PERFORMANCE_GOALS,
    runs: options.runs,
    pages: figures,
    allRuns: [...runsOf.values()].flat(),
  });
  console.log(`saved ${file}`);
  return figures;
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: String(DEFAULT_RUNS) },
      port: { type: "string", default: "4318" },
      // A comma-separated subset of LIGHTHOUSE_PAGES (or other paths), for a quick look.
      paths: { type: "string" },
    },
  });
  const paths = values.paths ? values.paths.split(",") : LIGHTHOUSE_PAGES;
  await runLighthouse({ runs: Number(values.runs), port: Number(values.port), paths });
}
