import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const serverRoot = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on right now. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What the process wrote (logs and errors), for a failing test's message. */
  output(): string;
  /** SIGKILL: the process dies mid-work, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
}

/**
 * Starts apps/server/src/main.ts as its own process, as `npm start` does, and resolves once
 * /api/health answers. `env` adds to a quiet test environment.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await sparePort();
  // One process, no tsx CLI wrapper: a SIGKILL must kill the server itself, not a parent of it.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src/main.ts")], {
    cwd: serverRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent/kham-test-dist",
      ...env,
    },
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      output += chunk;
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: ServerProcess = {
    origin,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not become healthy: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
