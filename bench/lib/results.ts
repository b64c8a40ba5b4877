import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));
export const LATEST_FILE = `${resultsDir}latest.json`;

/** What the figures were measured on: they mean little without it. */
export function machine() {
  const cores = cpus();
  return {
    cores: cores.length,
    cpu: cores[0]?.model ?? "unknown",
    node: process.version,
    // Other work on the machine while measuring (1-minute load average).
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** One line for a printed table: the machine, and how busy it was. */
export function machineLine(): string {
  const { cores, cpu, node, loadAverage } = machine();
  return `${cores} cores (${cpu}), Node ${node}, load average ${loadAverage} while measuring`;
}

interface Latest {
  updatedAt: string;
  parts: Record<string, { measuredAt: string; machine: ReturnType<typeof machine>; results: unknown }>;
}

function readLatest(): Latest {
  if (!existsSync(LATEST_FILE)) return { updatedAt: "", parts: {} };
  try {
    return JSON.parse(readFileSync(LATEST_FILE, "utf8")) as Latest;
  } catch {
    return { updatedAt: "", parts: {} };
  }
}

/** In bench/results/ (gitignored): `<name>.json` and its part of `latest.json`. */
export function saveResults(name: string, results: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const measuredAt = new Date().toISOString();
  const file = `${resultsDir}${name}.json`;
  writeFileSync(file, `${JSON.stringify({ measuredAt, machine: machine(), results }, null, 2)}\n`);
  const latest = readLatest();
  latest.updatedAt = measuredAt;
  latest.parts[name] = { measuredAt, machine: machine(), results };
  writeFileSync(LATEST_FILE, `${JSON.stringify(latest, null, 2)}\n`);
  return file;
}
