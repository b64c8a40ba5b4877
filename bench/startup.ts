// Start-up time and memory per Node binary and start method: `npm run startup -w bench -- [--node path]... [--runs 5]`.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "./lib/server.ts";

const { values } = parseArgs({
  options: {
    node: { type: "string", multiple: true },
    runs: { type: "string", default: "5" },
    port: { type: "string" },
  },
});
const nodes = values.node?.length ? values.node : [process.execPath];
const runs = Number(values.runs);
const port = values.port ? Number(values.port) : await freePort();
const serverRoot = join(repoRoot, "apps/server");

const ways = {
  "tsx CLI": [join(repoRoot, "node_modules/tsx/dist/cli.mjs"), "src/main.ts"],
  "bin/run.mjs": ["bin/run.mjs", "src/main.ts"],
} as const;

/** A port nobody listens on now, so the health answer can only come from the server started here. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process and its descendants (the tsx CLI runs the server in a child). */
function treeRssKb(pid: number): number {
  let total = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of execFileSync("ls", [`/proc/${id}/task`], { encoding: "utf8" }).split("\n")) {
        if (!task) continue;
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(" ") : []) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return total;
}

async function startOnce(node: string, args: readonly string[], dataDir: string) {
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`something already answers on port ${port}: pass --port with a free one`);
  const started = performance.now();
  const child = spawn(node, args, {
    cwd: serverRoot,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST: join(repoRoot, "apps/web/dist"),
      RATE_LIMIT: "off",
      ADMIN_TOKEN: "bench-admin-token-0123456789abcdef",
      PAYMENT_WEBHOOK_SECRET: "bench-webhook-secret-0123456789abcdef",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let readyMs = Number.NaN;
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Memory once it has settled after start-up (the first requests warm nothing more than health).
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssKb = treeRssKb(child.pid!);
  child.kill("SIGTERM");
  await exited;
  if (Number.isNaN(readyMs)) throw new Error("the server did not become healthy within 60 s");
  return { readyMs, rssKb };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const results: { node: string; way: string; startMs: number; rssMb: number }[] = [];
for (const node of nodes) {
  const version = execFileSync(node, ["-v"], { encoding: "utf8" }).trim();
  for (const [way, args] of Object.entries(ways)) {
    const dataDir = mkdtempSync(join(tmpdir(), "kham-startup-"));
    try {
      await startOnce(node, args, dataDir); // migrate and seed: not measured
      const samples = [];
      for (let run = 0; run < runs; run++) samples.push(await startOnce(node, args, dataDir));
      const row = {
        node: version,
        way,
        startMs: Math.round(median(samples.map((sample) => sample.readyMs))),
        rssMb: Math.round(median(samples.map((sample) => sample.rssKb)) / 1024),
      };
      results.push(row);
      console.log(
        `${row.node.padEnd(10)} ${way.padEnd(12)} start ${row.startMs} ms   memory ${row.rssMb} MB`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

mkdirSync(join(repoRoot, "bench/results"), { recursive: true });
writeFileSync(
  join(repoRoot, "bench/results/startup.json"),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
);
console.log("saved bench/results/startup.json (median of each)");
