// Login throughput at the app's argon2id parameters while another client reads credit to show the app still answers.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { createScratchPostgres } from "../apps/server/src/test/database.ts";
import { type LoadFigures, percentile, runLoad } from "./lib/load.ts";
import { isMain } from "./lib/main.ts";
import { BENCH_PASSWORD, registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

export const LOGIN_GOAL = 100;
const PROBE_EVERY_MS = 20;
const PROBE_PATH = "/api/v2/players/credits/alphabet";

export interface LoginOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  port: number;
  entry?: string;
}

export interface ProbeFigures {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoginFigures {
  driver: "pglite" | "postgres";
  logins: LoadFigures;
  /** The credit call's latency while the logins run, and on an idle server. */
  probeUnderLoad: ProbeFigures;
  probeIdle: ProbeFigures;
}

/** One credit read every PROBE_EVERY_MS until `until`, each timed. */
async function probe(origin: string, cookie: string, until: number): Promise<ProbeFigures> {
  const samples: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(origin + PROBE_PATH, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`probe: ${response.status}`);
    const took = performance.now() - started;
    samples.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - took)));
  }
  return {
    samples: samples.length,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
    maxMs: Math.max(...samples),
  };
}

export async function runLogin(options: LoginOptions): Promise<LoginFigures> {
  const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
  const scratch = driver === "postgres" ? await createScratchPostgres() : undefined;
  const server = await startServer(options.port, { databaseUrl: scratch?.url, entry: options.entry });
  try {
    const players: { username: string; cookie: string }[] = [];
    for (let index = 0; index < options.connections; index += 1)
      players.push(await registerPlayer(server.origin, "login"));
    const reader = await registerPlayer(server.origin, "reader");
    const probeIdle = await probe(server.origin, reader.cookie, performance.now() + 3000);

    const seconds = options.warmupSeconds + options.seconds;
    const [logins, probeUnderLoad] = await Promise.all([
      runLoad(
        {
          origin: server.origin,
          connections: options.connections,
          seconds: options.seconds,
          warmupSeconds: options.warmupSeconds,
          serverCpuMs: server.cpuMs,
        },
        async (worker, call) => {
          const { username } = players[worker]!;
          await call({
            method: "POST",
            path: "/api/v2/players/login",
            body: JSON.stringify({ username, password: BENCH_PASSWORD }),
          });
        },
      ),
      probe(server.origin, reader.cookie, performance.now() + seconds * 1000),
    ]);
    const figures: LoginFigures = { driver, logins, probeUnderLoad, probeIdle };
    printLogin(figures);
    const file = saveResults("login", { goal: LOGIN_GOAL, ...figures });
    console.log(`saved ${file}`);
    return figures;
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

export function printLogin(figures: LoginFigures): void {
  console.log(`\n${machineLine()}`);
  const { logins } = figures;
  console.log(
    `\nLogin on ${figures.driver === "pglite" ? "PGlite" : "PostgreSQL"} — ${logins.connections} connections (argon2id m=19456 KiB, t=2, p=1)`,
  );
  printTable(
    ["", "per second", "p50", "p99", `goal ≥ ${LOGIN_GOAL}/s`],
    [
      [
        "POST /players/login",
        Math.round(logins.requestsPerSecond),
        `${logins.p50Ms.toFixed(0)} ms`,
        `${logins.p99Ms.toFixed(0)} ms`,
        logins.requestsPerSecond >= LOGIN_GOAL ? "met" : "MISSED",
      ],
      [
        `GET credits meanwhile (every ${PROBE_EVERY_MS} ms)`,
        "",
        `${figures.probeUnderLoad.p50Ms.toFixed(1)} ms`,
        `${figures.probeUnderLoad.p99Ms.toFixed(1)} ms`,
        "",
      ],
      [
        "GET credits with no logins",
        "",
        `${figures.probeIdle.p50Ms.toFixed(1)} ms`,
        `${figures.probeIdle.p99Ms.toFixed(1)} ms`,
        "",
      ],
    ],
  );
}

export const loginOptions = {
  "login-seconds": { type: "string", default: "10" },
  "login-port": { type: "string", default: "4321" },
} as const;

if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { ...loginOptions, server: { type: "string" } } });
  await runLogin({
    seconds: Number(values["login-seconds"]),
    warmupSeconds: 1,
    connections: 4,
    port: Number(values["login-port"]),
    entry: values.server,
  });
}
