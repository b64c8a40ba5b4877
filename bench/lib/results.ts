import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));

/** Keeps the last figures of a bench as JSON in bench/results/ (gitignored). */
export function saveResults(name: string, results: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}${name}.json`;
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  return file;
}
