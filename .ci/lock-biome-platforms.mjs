// The registry this project installs from lacks Biome's non-Linux CLI packages, so npm leaves them out
// of package-lock.json and `npm ci` then refuses the lock. This adds their entries (npm skips them
// by os/cpu); run `node .ci/lock-biome-platforms.mjs` after any `npm install` that drops them.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [name, version] of Object.entries(
  lock.packages["node_modules/@biomejs/biome"].optionalDependencies,
)) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, os, cpu, libc] = name.match(/cli-(\w+)-(arm64|x64)(?:-(musl))?$/);
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: "MIT OR Apache-2.0",
    optional: true,
    os: [os],
    engines: { node: ">=14.21.3" },
  };
  added++;
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log("added", added);
