#!/usr/bin/env node
// The web build; with --if-changed it builds only when the inputs differ from the stamp in dist.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const web = path.join(repoRoot, "apps/web");

/** What the build reads: the web app, the contract, these scripts and the locked dependencies. */
export const INPUTS = ["apps/web", "packages/contract", "scripts", "package-lock.json", "tsconfig.base.json"];
/** What it does not: installed packages (the lock stands for them), outputs, tests. */
const NOT_INPUTS = /(^|\/)(node_modules|dist|coverage|test-results)(\/|$)|\.test\.tsx?$|\.tsbuildinfo$/;
/** Written last, so a build that failed on the way leaves none. */
export const STAMP_FILE = ".inputs-hash";

function* filesUnder(base, relative) {
  if (NOT_INPUTS.test(relative)) return;
  const full = path.join(base, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (stat?.isFile()) yield relative;
  else if (stat?.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) yield* filesUnder(base, path.posix.join(relative, name));
  }
}

/** A hash of every input file's path and content: any file added, removed or changed changes it. */
export function inputsHash(base = repoRoot, inputs = INPUTS) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(base, input)) {
      const content = fs.readFileSync(path.join(base, file));
      hash.update(`${file}\0${content.length}\0`).update(content);
    }
  }
  return hash.digest("hex");
}

/** Whether dist holds a finished build of exactly these inputs. */
export function isBuildCurrent(dist, hash) {
  try {
    return fs.readFileSync(path.join(dist, STAMP_FILE), "utf8") === hash;
  } catch {
    return false;
  }
}

/** Runs one step; quiet, its output is kept and shown only if it fails. */
function run(args, quiet) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: web,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function build({ quiet }) {
  const dist = path.join(web, "dist");
  const hash = inputsHash();
  if (quiet && isBuildCurrent(dist, hash)) return 0;
  const vite = path.join(
    path.dirname(createRequire(path.join(web, "package.json")).resolve("vite/package.json")),
    "bin/vite.js",
  );
  const steps = {
    "vite build": [vite, "build"],
    "vite build --ssr": [vite, "build", "--ssr", "src/entry-server.tsx"],
    "the bundle checks": [path.join(repoRoot, "scripts/check-bundle.mjs"), "dist"],
    compression: [path.join(web, "scripts/compress.mjs")],
  };
  const started = Date.now();
  if (quiet) {
    const why = fs.existsSync(path.join(dist, STAMP_FILE)) ? "its sources changed" : "no finished build yet";
    console.log(`Building the web app (${why}); this takes a minute or two…`);
  }
  fs.rmSync(path.join(dist, STAMP_FILE), { force: true });
  for (const [name, args] of Object.entries(steps)) {
    const { code, output } = await run(args, quiet);
    if (code !== 0) {
      process.stderr.write(output);
      console.error(`The web app's build failed at ${name}.`);
      return code;
    }
  }
  fs.writeFileSync(path.join(dist, STAMP_FILE), hash);
  if (quiet) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await build({ quiet: process.argv.includes("--if-changed") });
}
