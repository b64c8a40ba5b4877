// The API's hot calls under load: throughput, p50/p99 and the server's CPU per request at 10
// keep-alive connections for GET /players/credits/{provider}, GET /players/info and POST /deposits,
// each given as a ratio to the bare /api/health of the same server in the same run, and to the
// reference (bench/reference/server.ts: the same database work as raw SQL in bare Fastify routes),
// measured call by call right after the app, on a database of its own.
// On PGlite always; on PostgreSQL too when DATABASE_URL is set (`bash .ci/with-postgres.sh npm run api -w bench`).
// The app runs as `npm start` runs it (production, one process); the load comes from this process.
import { parseArgs } from "node:util";
import { createScratchPostgres } from "../apps/server/src/test/database.ts";
import type { LoadFigures, LoadRequest, Scenario } from "./lib/load.ts";
import { runLoad } from "./lib/load.ts";
import { isMain } from "./lib/main.ts";
import { depositBody, registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { repoRoot, startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

/** Of the reference's throughput, and of the bare /api/health's (reads only). */
export const API_GOALS = { ofReference: 0.8, ofHealth: 0.4 } as const;
const CALLS = ["health", "credits", "info", "deposit"] as const;
type Call = (typeof CALLS)[number];
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
  /** Each call is measured this many times on each server; the best run counts. */
  rounds: number;
  /** Which calls to measure (all by default). */
  calls?: Call[];
  /** The app's entry point: another checkout's src/main.ts measures that code ("before"). */
  entry?: string;
}

export type ServerFigures = Record<Call, LoadFigures>;

export interface ApiDatabaseFigures {
  driver: "pglite" | "postgres";
  app: ServerFigures;
  reference: ServerFigures;
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

/**
 * The app is measured as a running server is: one that has rendered its pages. A first render
 * loads the server's React build and can leave the process changed for every call after it (React's
 * Node build used to enter an AsyncLocalStorage, which hooked every promise from then on).
 */
async function renderPages(origin: string, cookie: string): Promise<void> {
  for (const path of ["/", "/login", "/register", "/player", "/player/deposit"]) {
    const response = await fetch(`${origin}${path}`, {
      headers: path.startsWith("/player") ? { cookie } : {},
    });
    const page = await response.text();
    if (!response.ok || !page.includes('<div id="root">') || page.includes('<div id="root"></div>'))
      throw new Error(`${path} did not render (${response.status})`);
  }
}

/** The run with the highest throughput: on a busy machine the others mostly measure the neighbours. */
function best(runs: LoadFigures[]): LoadFigures {
  return runs.reduce((top, run) => (run.requestsPerSecond > top.requestsPerSecond ? run : top));
}

/**
 * The app and the reference run side by side (one idles while the other is loaded), each call
 * measured on the app and then at once on the reference, `rounds` times: both see the same
 * neighbours, and the best round of each is kept.
 */
async function onDatabase(driver: "pglite" | "postgres", options: ApiOptions): Promise<ApiDatabaseFigures> {
  const scratch = async () => (driver === "postgres" ? await createScratchPostgres() : undefined);
  const appDatabase = await scratch();
  const referenceDatabase = await scratch();
  const stops: (() => Promise<void>)[] = [];
  try {
    const app = await startServer(options.port, { databaseUrl: appDatabase?.url, entry: options.entry });
    stops.push(app.stop);
    const reference = await startServer(options.port + 1, {
      databaseUrl: referenceDatabase?.url,
      entry: `${repoRoot}bench/reference/server.ts`,
    });
    stops.push(reference.stop);

    const players = [];
    for (let index = 0; index < options.connections; index += 1)
      players.push(await registerPlayer(app.origin));
    await renderPages(app.origin, players[0]!.cookie);
    const appTarget: Target = {
      origin: app.origin,
      serverCpuMs: app.cpuMs,
      cookies: players.map((player) => player.cookie),
      deposit: await depositBody(app.origin),
    };
    const referenceTarget: Target = {
      origin: reference.origin,
      serverCpuMs: reference.cpuMs,
      cookies: [],
      deposit: {},
    };
    for (let index = 0; index < options.connections; index += 1) {
      const response = await fetch(`${reference.origin}/bench/players`, { method: "POST" });
      const made = (await response.json()) as { cookie: string; deposit: object };
      referenceTarget.cookies.push(made.cookie);
      referenceTarget.deposit = made.deposit;
    }

    const appRuns = new Map<Call, LoadFigures[]>(CALLS.map((call) => [call, []]));
    const referenceRuns = new Map<Call, LoadFigures[]>(CALLS.map((call) => [call, []]));
    for (let round = 0; round < options.rounds; round += 1) {
      for (const call of options.calls ?? CALLS) {
        appRuns.get(call)!.push(await measureCall(appTarget, call, options));
        referenceRuns.get(call)!.push(await measureCall(referenceTarget, call, options));
      }
    }
    const bestOf = (runs: Map<Call, LoadFigures[]>) =>
      Object.fromEntries(
        CALLS.filter((call) => runs.get(call)!.length > 0).map((call) => [call, best(runs.get(call)!)]),
      ) as ServerFigures;
    return { driver, app: bestOf(appRuns), reference: bestOf(referenceRuns) };
  } finally {
    for (const stop of stops.reverse()) await stop();
    await appDatabase?.drop();
    await referenceDatabase?.drop();
  }
}

const ratio = (value: number, of: number) => value / of;

export function printApi(results: ApiDatabaseFigures[]): void {
  console.log(`\n${machineLine()}`);
  for (const result of results) {
    console.log(
      `\nAPI on ${result.driver === "pglite" ? "PGlite" : "PostgreSQL"} — ${Object.values(result.app)[0]?.connections} connections, keep-alive, best of the rounds`,
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
        "÷ health",
        "goal",
      ],
      CALLS.filter((call) => result.app[call] !== undefined).map((call) => {
        const app = result.app[call];
        const ref = result.reference[call];
        const ofReference = ratio(app.requestsPerSecond, ref.requestsPerSecond);
        const ofHealth = ratio(app.requestsPerSecond, result.app.health?.requestsPerSecond ?? Number.NaN);
        // A deposit writes an order and its job in a transaction: only the reference ratio is a goal.
        const met =
          ofReference >= API_GOALS.ofReference && (call === "deposit" || ofHealth >= API_GOALS.ofHealth);
        return [
          LABELS[call],
          Math.round(app.requestsPerSecond),
          `${app.p50Ms.toFixed(1)} ms`,
          `${app.p99Ms.toFixed(1)} ms`,
          `${app.serverCpuMsPerRequest.toFixed(2)} ms`,
          Math.round(ref.requestsPerSecond),
          `${ref.p99Ms.toFixed(1)} ms`,
          `${ref.serverCpuMsPerRequest.toFixed(2)} ms`,
          ofReference.toFixed(2),
          ofHealth.toFixed(2),
          call === "health" ? "" : met ? "met" : "MISSED",
        ];
      }),
    );
  }
}

export async function runApi(options: ApiOptions): Promise<ApiDatabaseFigures[]> {
  const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const results: ApiDatabaseFigures[] = [];
  for (const driver of drivers) results.push(await onDatabase(driver, options));
  printApi(results);
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
  rounds: { type: "string", default: "2" },
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
