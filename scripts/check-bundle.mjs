#!/usr/bin/env node
// After `vite build`: no back-office code on player pages, a clean precache, React's production build, byte budgets.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { FETCHED_AT_IDLE } from "./fetched-at-idle.mjs";

const PLAYER_PAGE = "index.html";
/** Only the back office calls the staff API: its path in a player chunk means staff code leaked in. */
const STAFF_API = "/admin/v1";

const SERVICE_WORKER = "sw.js";
/** The first screen's scripts (gzip) may not grow past this floor; see BUDGETS. */
const INITIAL_CEILING_BYTES = 135_000;

function readManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
}

/** Manifest keys reachable from `start` through static imports, and lazy ones too when asked. */
function reachable(manifest, start, { lazy = true } = {}) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || manifest[key] === undefined) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(lazy ? (manifest[key].dynamicImports ?? []) : []));
  }
  return seen;
}

/** What of the back office the player's page would load, one line each; none is the goal. */
export function leaks(dist) {
  const manifest = readManifest(dist);
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

/** The addresses the built service worker precaches, as Workbox writes them ("assets/x.js"). */
export function precachedUrls(dist) {
  const worker = fs.readFileSync(path.join(dist, SERVICE_WORKER), "utf8");
  return [...worker.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1].replace(/^\//, ""));
}

/** What the service worker precaches beyond the player's app, one line each; none is the goal. */
export function precacheProblems(dist) {
  if (!fs.existsSync(path.join(dist, SERVICE_WORKER))) {
    return [`no ${SERVICE_WORKER}: the player's app cannot open offline`];
  }
  const manifest = readManifest(dist);
  const playerFiles = new Set();
  for (const key of reachable(manifest, PLAYER_PAGE)) {
    playerFiles.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) playerFiles.add(css);
  }
  const urls = precachedUrls(dist);
  const problems = [];
  if (!urls.includes(PLAYER_PAGE)) problems.push(`${PLAYER_PAGE} is not precached`);
  for (const url of urls) {
    if (/^(api|media|backoffice)\//.test(url) || url.endsWith("/backoffice.json")) {
      problems.push(`${url} is precached but is not the player's app`);
    } else if (/\.(js|css)$/.test(url) && !playerFiles.has(url)) {
      problems.push(`${url} is precached but the player's page never loads it`);
    }
  }
  return problems;
}

/** A server started with NODE_ENV=development must still ship React's production build. */
const REACT_DEVELOPMENT_BUILD = "Invalid hook call";

/** The player's chunks that hold React's development build, one line each; none is the goal. */
export function developmentBuild(dist) {
  const manifest = readManifest(dist);
  return [...reachable(manifest, PLAYER_PAGE)]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js"))
    .filter((file) => fs.readFileSync(path.join(dist, file), "utf8").includes(REACT_DEVELOPMENT_BUILD))
    .map((file) => `${file} holds React's development build`);
}

/** The scripts the player's page loads before its first render (entry and static imports) and their size. */
export function initialScripts(dist) {
  const manifest = readManifest(dist);
  const files = [...reachable(manifest, PLAYER_PAGE, { lazy: false })]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js"));
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const code = fs.readFileSync(path.join(dist, file));
    bytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { files, bytes, gzipBytes };
}

const KIB = 1024;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** Checked on every build, so growth fails here rather than on a phone's first visit. */
export const BUDGETS = { initialGzipBytes: INITIAL_CEILING_BYTES, lazyChunkGzipBytes: 60 * KIB };

/** The logged-in player's home (its layout and screen): what every visit of theirs loads. */
export const PLAYER_HOME_CHUNKS = [
  "src/routes/player/route.tsx?tsr-split=component",
  "src/routes/player/index.tsx?tsr-split=component",
];

/** The screens a visitor or player arrives on (layout and screen each) that must come to life without zod. */
export const SCREENS_WITHOUT_VALIDATION = {
  "the player's home": PLAYER_HOME_CHUNKS,
  "the login screen": [
    "src/routes/_public.tsx?tsr-split=component",
    "src/routes/_public/login.tsx?tsr-split=component",
  ],
  "the register screen": [
    "src/routes/_public.tsx?tsr-split=component",
    "src/routes/_public/register.tsx?tsr-split=component",
  ],
  "the deposit screen": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/deposit/index.tsx?tsr-split=component",
  ],
  "the withdraw screen": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/withdraw/index.tsx?tsr-split=component",
  ],
  "the promotions screen": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/promotion/index.tsx?tsr-split=component",
  ],
  "the bank account screen": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/bank.tsx?tsr-split=component",
  ],
  "the deposit history": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/deposit/history.tsx?tsr-split=component",
  ],
  "the withdraw history": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/withdraw/history.tsx?tsr-split=component",
  ],
  "the promotion history": [
    "src/routes/player/route.tsx?tsr-split=component",
    "src/routes/player/promotion/history.tsx?tsr-split=component",
  ],
  ...Object.fromEntries(
    ["alphabet", "askmebet", "gclub", "gclub_live"].map((provider) => [
      `${provider}'s game screen`,
      [
        "src/routes/player/route.tsx?tsr-split=component",
        `src/routes/player/game/${provider}.tsx?tsr-split=component`,
      ],
    ]),
  ),
};

/** zod chunks these screens would load on arrival, one line each; none is the goal. */
export function validationOnArrival(dist, screens = SCREENS_WITHOUT_VALIDATION) {
  const manifest = readManifest(dist);
  return Object.entries(screens).flatMap(([screen, chunks]) => {
    const missing = chunks.filter((start) => manifest[start] === undefined);
    if (missing.length > 0) return [`${screen}: not in the build's manifest (${missing.join(", ")})`];
    const keys = new Set(chunks.flatMap((start) => [...reachable(manifest, start, { lazy: false })]));
    return [...keys]
      .filter((key) => /^_zod-/.test(key) || key.includes("node_modules/zod/"))
      .map((key) => `${screen}: ${manifest[key].file} (${key})`);
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The files a chunk's lazy imports may link, as Vite lists them at its top (`m.f=[...]`). */
function linkableFiles(code) {
  const list = code.match(/__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]/);
  return list ? [...list[1].matchAll(/["'`]([^"'`]+)["'`]/g)].map((match) => match[1]) : [];
}

/** Idle-fetched chunks still linking scripts ahead, one line each; none is the goal (stylesheets may stay). */
export function linkedAhead(dist, sources = FETCHED_AT_IDLE) {
  const manifest = readManifest(dist);
  const chunks = [...new Set(Object.values(manifest).map((entry) => entry.file))]
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: fs.readFileSync(path.join(dist, file), "utf8") }));
  return sources.flatMap((source) => {
    const entry = manifest[source];
    if (entry === undefined) return [`${source}: not in the build's manifest`];
    const name = escapeRegExp(path.basename(entry.file));
    const lazyImport = new RegExp(
      `import\\(["'\`]\\./${name}["'\`]\\),(?:__vite__mapDeps\\(\\[([\\d,]*)\\]\\)|\\[\\])`,
      "g",
    );
    const found = chunks.flatMap((chunk) =>
      [...chunk.code.matchAll(lazyImport)].map((match) => ({ chunk, match })),
    );
    // A check that finds no import at all would pass whatever Vite writes.
    if (found.length === 0) return [`${source}: no chunk imports ${entry.file} as expected`];
    return found.flatMap(({ chunk, match }) => {
      const listed = linkableFiles(chunk.code);
      const scripts = (match[1] ?? "")
        .split(",")
        .filter(Boolean)
        .map((index) => listed[Number(index)] ?? `#${index}`)
        .filter((file) => !file.endsWith(".css"));
      return scripts.length > 0 ? [`${source}: ${chunk.file} links ${scripts.join(", ")} ahead`] : [];
    });
  });
}

/** What is over its budget, one line each; none is the goal. */
export function budgetProblems(dist, budgets = BUDGETS) {
  const problems = [];
  const initial = initialScripts(dist);
  if (initial.gzipBytes > budgets.initialGzipBytes) {
    problems.push(
      `the first screen loads ${kib(initial.gzipBytes)} of scripts (gzip), over ${kib(budgets.initialGzipBytes)}`,
    );
  }
  const manifest = readManifest(dist);
  const lazyFiles = [...reachable(manifest, PLAYER_PAGE)]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith(".js") && !initial.files.includes(file));
  for (const file of [...new Set(lazyFiles)].sort()) {
    const gzipBytes = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    if (gzipBytes > budgets.lazyChunkGzipBytes) {
      problems.push(
        `${file} is ${kib(gzipBytes)} (gzip), over ${kib(budgets.lazyChunkGzipBytes)} for one chunk`,
      );
    }
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
  const development = developmentBuild(dist);
  if (development.length > 0) {
    console.error(`The web app was built for development:\n  ${development.join("\n  ")}`);
    process.exit(1);
  }
  const precache = precacheProblems(dist);
  if (precache.length > 0) {
    console.error(`The service worker's precache:\n  ${precache.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`The service worker precaches the player's app only (${precachedUrls(dist).length} files).`);
  const zodOnArrival = validationOnArrival(dist);
  if (zodOnArrival.length > 0) {
    console.error(`A screen loads zod on arrival:\n  ${zodOnArrival.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `No validation code (zod) on arrival at ${Object.keys(SCREENS_WITHOUT_VALIDATION).join(", ")}.`,
  );
  const idleLinked = linkedAhead(dist);
  if (idleLinked.length > 0) {
    console.error(`Code fetched at idle has its files linked ahead:\n  ${idleLinked.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`The code fetched at idle (${FETCHED_AT_IDLE.length} modules) links no files ahead.`);
  const initial = initialScripts(dist);
  console.log(
    `The player's first screen loads ${initial.files.length} scripts: ${kib(initial.bytes)} (${kib(initial.gzipBytes)} gzip).`,
  );
  const overBudget = budgetProblems(dist);
  if (overBudget.length > 0) {
    console.error(`Over the byte budgets:\n  ${overBudget.join("\n  ")}`);
    process.exit(1);
  }
  console.log(
    `Within the byte budgets: ${kib(BUDGETS.initialGzipBytes)} for the first screen, ${kib(BUDGETS.lazyChunkGzipBytes)} for a lazy chunk.`,
  );
}
