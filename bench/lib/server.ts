import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const webDist = process.env.WEB_DIST ?? join(repoRoot, "apps/web/dist");

export interface RunningServer {
  origin: string;
  /** CPU time the server process has used so far (user + system), in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs} ms`);
}

export interface ServerOptions {
  /** PostgreSQL at this URL; PGlite in a throw-away data folder without it. */
  databaseUrl?: string;
  /** The entry point to run; the app's own src/main.ts by default. */
  entry?: string;
  env?: Record<string, string>;
  /** Options for node itself, e.g. `--cpu-prof` to see where the time goes. */
  nodeArgs?: string[];
}

export const WEBHOOK_SECRET = process.env.PAYMENT_WEBHOOK_SECRET ?? "bench-webhook-secret-0123456789abcdef";

/** The servers this bench started and has not stopped yet. */
const running = new Set<ChildProcess>();

let stopsOnSignal = false;

/** A server left behind would hold its port for the next bench. */
function stopServersOnSignal(): void {
  if (stopsOnSignal) return;
  stopsOnSignal = true;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      for (const child of running) child.kill("SIGTERM");
      process.exit(code);
    });
  }
}

/** Throws when something already answers at `origin`: the bench would measure it instead of its own server. */
export async function ensurePortFree(origin: string): Promise<void> {
  const answered = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(
      `${origin} already answers (a server left running by an earlier bench?): the bench would measure it, not this build`,
    );
  }
}

/** Starts the built app as production would run it, on a throw-away data folder. */
export async function startServer(port: number, options: ServerOptions = {}): Promise<RunningServer> {
  const origin = `http://localhost:${port}`;
  await ensurePortFree(origin);
  stopServersOnSignal();
  const dataDir = mkdtempSync(join(tmpdir(), "kham-bench-"));
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  // A path given on the command line is relative to where the bench was started.
  const entry = options.entry ? resolve(options.entry) : join(repoRoot, "apps/server/src/main.ts");
  // As `npm start` runs it: one process, Node's own type stripping where this Node has it.
  const run = join(repoRoot, "apps/server/bin/run.mjs");
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), run, entry], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...environment,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      RATE_LIMIT: "off",
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...options.env,
    },
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, cpuMs: () => processCpuMs(child.pid!) };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc (Linux); NaN where there is no /proc. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
