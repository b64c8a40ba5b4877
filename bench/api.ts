// The API's hot calls under load as ratios to /api/health and to bench/reference/server.ts; see docs/performance.md.
import { parseArgs } from "node:util";
import { createScratchPostgres } from "../apps/server/src/test/database.ts";
import type { LoadFigures, LoadRequest, Scenario } from "./lib/load.ts";
import { percentile, runLoad } from "./lib/load.ts";
import { isMain } from "./lib/main.ts";
import { depositBody, registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { PLAYER_SCREENS, VISITOR_SCREENS } from "./lib/screens.ts";
import { type RunningServer, repoRoot, startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

/** Of the reference's throughput, and of the bare /api/health's (reads only). */
export const API_GOALS = { ofReference: 0.8, ofHealth: 0.4 } as const;
const CALLS = ["health", "credits", "info", "deposit"] as const;
export type Call = (typeof CALLS)[number];
const LABELS: Record<Call, string> = {
  health: "GET /api/health",
  credits: "GET /players/credits/alphabet",
  info: "GET /players/info",
  deposit: "POST /deposits",
};

export interface ApiOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  port: number;
  /** Each call is measured this many times on each server, in pairs; the medians count. */
  rounds: number;
  /** Which calls to measure (all by default). */
  calls?: Call[];
  /** The app's entry point: another checkout's src/main.ts measures that code ("before"). */
  entry?: string;
}

interface Target {
  origin: string;
  serverCpuMs: () => number;
  /** One player's session cookie per connection. */
  cookies: string[];
  deposit: object;
}

/** One call's load against one running server. */
function measureCall(target: Target, call: Call, options: ApiOptions): Promise<LoadFigures> {
  const load = (scenario: Scenario, timed?: (request: LoadRequest) => boolean) =>
    runLoad(
      {
        origin: target.origin,
        connections: options.connections,
        seconds: options.seconds,
        warmupSeconds: options.warmupSeconds,
        timed,
        serverCpuMs: target.serverCpuMs,
      },
      scenario,
    );
  const headers = (worker: number) => ({ cookie: target.cookies[worker % target.cookies.length]! });
  const get =
    (path: string): Scenario =>
    async (worker, send) => {
      await send({ path, headers: headers(worker) });
    };
  switch (call) {
    case "health":
      return load(get("/api/health"));
    case "credits":
      return load(get("/api/v2/players/credits/alphabet"));
    case "info":
      return load(get("/api/v2/players/info"));
    case "deposit": {
      const body = JSON.stringify(target.deposit);
      // A player may hold one open order: each connection creates one and cancels it; creation is timed.
      return load(
        async (worker, send) => {
          const created = await send({
            method: "POST",
            path: "/api/v2/deposits",
            headers: headers(worker),
            body,
          });
          const { code } = (JSON.parse(created.body) as { data: { code: string } }).data;
          await send({
            method: "POST",
            path: `/api/v2/deposits/${code}/cancel`,
            headers: headers(worker),
            body: "{}",
          });
        },
        (request) => request.path === "/api/v2/deposits",
      );
    }
  }
}

/** Measured as a running server is: after rendering its pages once. */
async function renderPages(origin: string, cookie: string): Promise<void> {
  for (const path of [...VISITOR_SCREENS, ...PLAYER_SCREENS]) {
    const response = await fetch(`${origin}${path}`, {
      headers: path.startsWith("/player") ? { cookie } : {},
    });
    const page = await response.text();
    if (!response.ok || !page.includes('<div id="root">') || page.includes('<div id="root"></div>'))
      throw new Error(`${path} did not render (${response.status})`);
  }
}

/** One call measured on both servers back to back. */
export interface PairedRun {
  app: LoadFigures;
  reference: LoadFigures;
}

/** What a round measured: each call on the app and the reference, back to back. */
export type Round = Partial<Record<Call, PairedRun>>;

/** A call's figures over the rounds: each the median of its rounds, the ratios the median of the rounds' own. */
export interface CallSummary {
  app: LoadFigures;
  reference: LoadFigures;
  /** The app's throughput over the reference's, median of the rounds' ratios, and their spread. */
  ofReference: { median: number; min: number; max: number };
  /** The app's throughput over its own /api/health in the same round (the reads' rounds only). */
  ofHealth?: number;
}

export interface ApiDatabaseFigures {
  driver: "pglite" | "postgres";
  rounds: Round[];
  calls: Partial<Record<Call, CallSummary>>;
}

/** The middle value (of an even count, the lower of the two in the middle). */
const median = (values: readonly number[]) => percentile(values, 50);

/** Each figure of the runs, median by median. */
function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  const of = (field: keyof LoadFigures) => median(runs.map((run) => run[field]));
  return {
    requestsPerSecond: of("requestsPerSecond"),
    p50Ms: of("p50Ms"),
    p99Ms: of("p99Ms"),
    requests: of("requests"),
    errors: of("errors"),
    seconds: of("seconds"),
    connections: of("connections"),
    serverCpuMsPerRequest: of("serverCpuMsPerRequest"),
  };
}

/** A deposit writes in a transaction, so only its reference ratio is a goal. */
export function meetsGoals(call: Exclude<Call, "health">, summary: CallSummary): boolean {
  if (summary.ofReference.median < API_GOALS.ofReference) return false;
  return call === "deposit" || (summary.ofHealth ?? 0) >= API_GOALS.ofHealth;
}

/** Three places where two would round a miss up to its goal. */
export function ratioText(ratio: number, goal: number): string {
  const short = ratio.toFixed(2);
  return ratio < goal && Number(short) >= goal ? ratio.toFixed(3) : short;
}

/** Ratios are medians of each round's own ratio, never a ratio of two medians. */
export function summarise(rounds: readonly Round[]): Partial<Record<Call, CallSummary>> {
  const summary: Partial<Record<Call, CallSummary>> = {};
  for (const call of CALLS) {
    const measured = rounds.filter((round) => round[call] !== undefined);
    if (measured.length === 0) continue;
    const pairs = measured.map((round) => round[call]!);
    const ratios = pairs.map((pair) => pair.app.requestsPerSecond / pair.reference.requestsPerSecond);
    // A deposit round has servers of its own, and no health measured on them.
    const ofHealth = measured
      .filter((round) => call !== "deposit" && round.health !== undefined)
      .map((round) => round[call]!.app.requestsPerSecond / round.health!.app.requestsPerSecond);
    summary[call] = {
      app: medianRun(pairs.map((pair) => pair.app)),
      reference: medianRun(pairs.map((pair) => pair.reference)),
      ofReference: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
      ...(ofHealth.length > 0 ? { ofHealth: median(ofHealth) } : {}),
    };
  }
  return summary;
}

interface ServerPair {
  app: Target;
  reference: Target;
  stop: () => Promise<void>;
}

/** A running server under test, with its players. */
interface Side {
  target: Target;
  stop: () => Promise<void>;
}

/** A server on a database of its own, stopped and its database dropped if `ready` fails. */
async function startSide(
  driver: "pglite" | "postgres",
  server: { port: number; entry?: string },
  ready: (running: RunningServer) => Promise<Target>,
): Promise<Side> {
  const database = driver === "pglite" ? undefined : await createScratchPostgres();
  let running: RunningServer | undefined;
  const stop = async () => {
    await running?.stop();
    await database?.drop();
  };
  try {
    running = await startServer(server.port, { databaseUrl: database?.url, entry: server.entry });
    return { target: await ready(running), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The app with one player per connection, as a running server is: its pages rendered. */
function startApp(driver: "pglite" | "postgres", options: ApiOptions): Promise<Side> {
  return startSide(driver, { port: options.port, entry: options.entry }, async (server) => {
    const players = [];
    for (let index = 0; index < options.connections; index += 1)
      players.push(await registerPlayer(server.origin));
    await renderPages(server.origin, players[0]!.cookie);
    return {
      origin: server.origin,
      serverCpuMs: server.cpuMs,
      cookies: players.map((player) => player.cookie),
      deposit: await depositBody(server.origin),
    };
  });
}

/** The reference with as many players as the app. */
function startReference(driver: "pglite" | "postgres", options: ApiOptions): Promise<Side> {
  const entry = `${repoRoot}bench/reference/server.ts`;
  return startSide(driver, { port: options.port + 1, entry }, async (server) => {
    const target: Target = { origin: server.origin, serverCpuMs: server.cpuMs, cookies: [], deposit: {} };
    for (let index = 0; index < options.connections; index += 1) {
      const response = await fetch(`${server.origin}/bench/players`, { method: "POST" });
      const made = (await response.json()) as { cookie: string; deposit: object };
      target.cookies.push(made.cookie);
      target.deposit = made.deposit;
    }
    return target;
  });
}

/** The app and the reference side by side (one idles while the other is loaded). */
async function startPair(driver: "pglite" | "postgres", options: ApiOptions): Promise<ServerPair> {
  const app = await startApp(driver, options);
  try {
    const reference = await startReference(driver, options);
    const stop = async () => {
      await reference.stop();
      await app.stop();
    };
    return { app: app.target, reference: reference.target, stop };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** One call on both servers, back to back; which goes first alternates by round, so a drift in the machine's load evens out. */
async function measurePair(
  pair: ServerPair,
  call: Call,
  round: number,
  options: ApiOptions,
): Promise<PairedRun> {
  if (round % 2 === 0) {
    const app = await measureCall(pair.app, call, options);
    return { app, reference: await measureCall(pair.reference, call, options) };
  }
  const reference = await measureCall(pair.reference, call, options);
  return { app: await measureCall(pair.app, call, options), reference };
}

/** Long enough to warm up, short enough to end before the first orders' watches fall due. */
const FRESH_SERVER_WARMUP_SECONDS = 10;

/** A fresh server per round, one at a time, so neither's watch jobs or warm-up land in a measurement. */
async function depositRound(
  driver: "pglite" | "postgres",
  round: number,
  options: ApiOptions,
): Promise<PairedRun> {
  const warmUp = { ...options, seconds: FRESH_SERVER_WARMUP_SECONDS, warmupSeconds: 0 };
  const alone = async (start: typeof startApp) => {
    const side = await start(driver, options);
    try {
      await measureCall(side.target, "deposit", warmUp);
      return await measureCall(side.target, "deposit", options);
    } finally {
      await side.stop();
    }
  };
  if (round % 2 === 0) {
    const app = await alone(startApp);
    return { app, reference: await alone(startReference) };
  }
  const reference = await alone(startReference);
  return { app: await alone(startApp), reference };
}

/** Each round pairs the app and the reference back to back, so both see the same neighbours. */
async function onDatabase(driver: "pglite" | "postgres", options: ApiOptions): Promise<ApiDatabaseFigures> {
  const selected = options.calls ?? CALLS;
  const reads = CALLS.filter((call) => call !== "deposit" && selected.includes(call));
  const rounds: Round[] = Array.from({ length: options.rounds }, () => ({}));
  if (reads.length > 0) {
    const pair = await startPair(driver, options);
    try {
      for (const [index, round] of rounds.entries())
        for (const call of reads) round[call] = await measurePair(pair, call, index, options);
    } finally {
      await pair.stop();
    }
  }
  if (selected.includes("deposit"))
    for (const [index, round] of rounds.entries()) round.deposit = await depositRound(driver, index, options);
  return { driver, rounds, calls: summarise(rounds) };
}

export function printApi(results: ApiDatabaseFigures[], rounds: number): void {
  console.log(`\n${machineLine()}`);
  for (const result of results) {
    const connections = Object.values(result.calls)[0]?.app.connections;
    console.log(
      `\nAPI on ${result.driver === "pglite" ? "PGlite" : "PostgreSQL"} — ${connections} connections, keep-alive; medians of ${rounds} rounds, each the app and the reference back to back`,
    );
    printTable(
      [
        "call",
        "req/s",
        "p50",
        "p99",
        "CPU/req",
        "ref req/s",
        "ref p99",
        "ref CPU/req",
        "÷ reference",
        "rounds' range",
        "÷ health",
        "goal",
      ],
      CALLS.filter((call) => result.calls[call] !== undefined).map((call) => {
        const { app, reference: ref, ofReference, ofHealth } = result.calls[call]!;
        return [
          LABELS[call],
          Math.round(app.requestsPerSecond),
          `${app.p50Ms.toFixed(1)} ms`,
          `${app.p99Ms.toFixed(1)} ms`,
          `${app.serverCpuMsPerRequest.toFixed(2)} ms`,
          Math.round(ref.requestsPerSecond),
          `${ref.p99Ms.toFixed(1)} ms`,
          `${ref.serverCpuMsPerRequest.toFixed(2)} ms`,
          ratioText(ofReference.median, API_GOALS.ofReference),
          `${ofReference.min.toFixed(2)}–${ofReference.max.toFixed(2)}`,
          ofHealth === undefined ? "" : ratioText(ofHealth, API_GOALS.ofHealth),
          call === "health" ? "" : meetsGoals(call, result.calls[call]!) ? "met" : "MISSED",
        ];
      }),
    );
  }
}

export async function runApi(options: ApiOptions): Promise<ApiDatabaseFigures[]> {
  const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const results: ApiDatabaseFigures[] = [];
  for (const driver of drivers) results.push(await onDatabase(driver, options));
  printApi(results, options.rounds);
  if (!process.env.DATABASE_URL)
    console.log("PostgreSQL not measured: run under `bash .ci/with-postgres.sh` (or set DATABASE_URL)");
  const file = saveResults("api", {
    goals: API_GOALS,
    connections: options.connections,
    seconds: options.seconds,
    rounds: options.rounds,
    entry: options.entry ?? "apps/server/src/main.ts",
    databases: results,
  });
  console.log(`saved ${file}`);
  return results;
}

export const apiOptions = {
  seconds: { type: "string", default: "5" },
  warmup: { type: "string", default: "1" },
  connections: { type: "string", default: "10" },
  rounds: { type: "string", default: "5" },
  "api-port": { type: "string", default: "4319" },
  server: { type: "string" },
  calls: { type: "string" },
} as const;

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: apiOptions });
  await runApi({
    seconds: Number(values.seconds),
    warmupSeconds: Number(values.warmup),
    connections: Number(values.connections),
    port: Number(values["api-port"]),
    rounds: Number(values.rounds),
    entry: values.server,
    calls: values.calls?.split(",") as Call[] | undefined,
  });
}
