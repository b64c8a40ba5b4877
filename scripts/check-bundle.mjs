#!/usr/bin/env node
// Run after `vite build` (the web app's build script runs it): the player's pages must load no
// back-office code. Walks every chunk the player's page can reach (static and lazy imports, from
// Vite's manifest) and fails when one comes from src/backoffice or calls the staff API.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PLAYER_PAGE = "index.html";
/** Only the back office calls the staff API: its path in a player chunk means staff code leaked in. */
const STAFF_API = "/admin/v1";

/** Manifest keys reachable from `start` through static and dynamic imports. */
function reachable(manifest, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || manifest[key] === undefined) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

/** What of the back office the player's page would load, one line each; none is the goal. */
export function leaks(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  if (manifest[PLAYER_PAGE] === undefined) return [`${PLAYER_PAGE} is not in the build's manifest`];
  const problems = [];
  for (const key of reachable(manifest, PLAYER_PAGE)) {
    const chunk = manifest[key];
    if (key.startsWith("src/backoffice/") || key.startsWith("backoffice/")) {
      problems.push(`${chunk.file}: built from ${key}`);
      continue;
    }
    const code = fs.readFileSync(path.join(dist, chunk.file), "utf8");
    if (code.includes(STAFF_API)) problems.push(`${chunk.file} (${key}) calls the staff API`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? "apps/web/dist");
  const found = leaks(dist);
  if (found.length > 0) {
    console.error(`Back-office code in the player's bundle:\n  ${found.join("\n  ")}`);
    process.exit(1);
  }
  console.log("The player's bundle holds no back-office code.");
}
