#!/usr/bin/env node
// Keeps the code's borders where docs/architecture.md draws them (run by `npm run lint`):
// - a server module reaches another module only through its public face, `service.ts`
//   (type-only imports are free: they leave nothing behind at run time);
// - server plugins are cross-cutting and import no module;
// - a web feature does not use another feature's components (shared pieces live in components/ or
//   lib/; reading another feature's api/ query options is fine).
// Tests and test support may reach anything. Prints each crossing and exits 1 when there is one.
import fs from "node:fs";
import path from "node:path";

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.(test|gen)\.tsx?$|test-support\.ts$|\.d\.ts$/.test(entry.name)
    ) {
      yield full;
    }
  }
}

/** Every import/export-from of a file: its specifier and whether it brings types only. */
function importsOf(file) {
  const text = fs.readFileSync(file, "utf8");
  const found = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gms;
  for (const match of text.matchAll(pattern)) {
    const clause = match[3].trim();
    const typeOnly =
      Boolean(match[2]) ||
      (clause.startsWith("{") &&
        clause
          .slice(1, -1)
          .split(",")
          .every((part) => /^\s*(type\s|$)/.test(part)));
    found.push({ specifier: match[4], typeOnly, line: text.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** Every crossing of the borders in the checkout at `root`, one line each. */
export function crossings(root) {
  const problems = [];
  const relative = (file) => path.relative(root, file);

  // Server modules and plugins.
  const modulesDir = path.join(root, "apps/server/src/modules");
  for (const file of sourceFiles(modulesDir)) {
    const ownModule = path.relative(modulesDir, file).split(path.sep)[0];
    for (const { specifier, typeOnly, line } of importsOf(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(modulesDir + path.sep)) continue;
      const [targetModule, ...rest] = path.relative(modulesDir, target).split(path.sep);
      if (targetModule === ownModule || typeOnly) continue;
      if (rest.join("/") !== "service.ts") {
        problems.push(
          `${relative(file)}:${line} reaches into ${targetModule}/${rest.join("/")}: use ${targetModule}/service.ts`,
        );
      }
    }
  }
  for (const file of sourceFiles(path.join(root, "apps/server/src/plugins"))) {
    for (const { specifier, line } of importsOf(file)) {
      if (specifier.includes("/modules/")) {
        problems.push(
          `${relative(file)}:${line} imports a module (${specifier}): plugins are cross-cutting; pass what they need in`,
        );
      }
    }
  }

  // Web features.
  const featuresDir = path.join(root, "apps/web/src/features");
  for (const file of sourceFiles(featuresDir)) {
    const ownFeature = path.relative(featuresDir, file).split(path.sep)[0];
    for (const { specifier, line } of importsOf(file)) {
      const match = /^@\/features\/([^/]+)\/components\//.exec(specifier);
      if (match && match[1] !== ownFeature) {
        problems.push(
          `${relative(file)}:${line} uses ${match[1]}'s components (${specifier}): move shared pieces to components/ or lib/`,
        );
      }
    }
  }
  return problems;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const problems = crossings(path.resolve(import.meta.dirname, ".."));
  if (problems.length > 0) {
    console.error(
      `Borders crossed (${problems.length}):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(
    "Borders kept: modules meet through service.ts, plugins import no module, features keep their components.",
  );
}
