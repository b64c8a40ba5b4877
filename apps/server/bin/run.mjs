#!/usr/bin/env node
// Runs one of the server's TypeScript entry points: `node bin/run.mjs src/main.ts [args]`.
// Node 22.18+ and 24 erase TypeScript types themselves (process.features.typescript), so production
// starts with no loader at all; older Node (20) registers tsx's loader in this same process first.
// One process either way: signals reach the server itself, and there is no wrapper to keep alive.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [entry] = process.argv.splice(2, 1);
if (!entry) {
  console.error("usage: node bin/run.mjs <entry.ts> [args...]");
  process.exit(2);
}
const file = path.resolve(entry);
// The entry sees itself as the script that was run (its "am I the main module" check) and its own args.
process.argv[1] = file;

if (!process.features.typescript) {
  const { register } = await import("tsx/esm/api");
  register();
}
await import(pathToFileURL(file).href);
