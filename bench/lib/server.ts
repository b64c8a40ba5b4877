import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const webDist = process.env.WEB_DIST ?? join(repoRoot, "apps/web/dist");

export interface RunningServer {
  origin: string;
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

/** Starts the built app as production would run it, on a throw-away data folder. */
export async function startServer(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kham-bench-"));
  // As `npm start` runs it: one process, Node's own type stripping where this Node has it.
  const run = join(repoRoot, "apps/server/bin/run.mjs");
  const child = spawn(process.execPath, [run, join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      RATE_LIMIT: "off",
      PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? "bench-webhook-secret",
    },
  });
  const origin = `http://localhost:${port}`;
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
  return { origin, stop };
}
