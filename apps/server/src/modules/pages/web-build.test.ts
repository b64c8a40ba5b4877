import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type BuildManifest, routeModules, SCREEN_DATA_LOADERS, screenDataLoader } from "./web-build.ts";

const manifest: BuildManifest = {
  "index.html": { file: "assets/main-abc.js", imports: ["_framework-abc.js"] },
  "_framework-abc.js": { file: "assets/framework-abc.js" },
  "src/routes/player/route.tsx?tsr-split=component": { file: "assets/route-abc.js" },
  "src/routes/player/index.tsx?tsr-split=component": { file: "assets/player-abc.js" },
  "src/routes/player/deposit/index.tsx?tsr-split=component": {
    file: "assets/deposit-abc.js",
    imports: ["_keys-abc.js"],
  },
  "src/routes/player/deposit/history.tsx?tsr-split=component": { file: "assets/history-abc.js" },
  "src/features/deposits/preload.ts": {
    file: "assets/preload-abc.js",
    imports: ["_keys-abc.js", "_get-open-deposits-abc.js"],
  },
  "_keys-abc.js": { file: "assets/keys-abc.js" },
  "_get-open-deposits-abc.js": { file: "assets/get-open-deposits-abc.js" },
};
const inPage = new Set(["/assets/main-abc.js", "/assets/framework-abc.js"]);

describe("routeModules", () => {
  it("lists a screen's data loader with its code, each file once", () => {
    expect(routeModules(manifest, "/player/deposit", inPage)).toEqual([
      "/assets/route-abc.js",
      "/assets/deposit-abc.js",
      "/assets/keys-abc.js",
      "/assets/preload-abc.js",
      "/assets/get-open-deposits-abc.js",
    ]);
    expect(routeModules(manifest, "/player/deposit/history", inPage)).toContain("/assets/preload-abc.js");
    // The home loads no data of its own.
    expect(routeModules(manifest, "/player", inPage)).toEqual([
      "/assets/route-abc.js",
      "/assets/player-abc.js",
    ]);
  });
});

describe("the screens' data loaders", () => {
  const routesDir = fileURLToPath(new URL("../../../../web/src/routes", import.meta.url));
  const routeFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
  /** The screen's address as the route file's place names it (index.tsx is its folder's screen). */
  const screenPath = (file: string) =>
    `/${path
      .relative(routesDir, file)
      .replace(/\.tsx$/, "")
      .replace(/(^|\/)index$/, "")}`;

  it("are the ones the web app's routes import, for the screens that import them", () => {
    const used = new Set<string>();
    for (const file of routeFiles(routesDir)) {
      const imported = /import\("@\/features\/([\w-]+)\/preload"\)/.exec(fs.readFileSync(file, "utf8"));
      const expected = imported ? `src/features/${imported[1]}/preload.ts` : undefined;
      const at = screenPath(file);
      if (expected === undefined) continue;
      expect(screenDataLoader(at), at).toBe(expected);
      used.add(expected);
    }
    expect(used.size).toBeGreaterThan(0);
    expect(new Set(SCREEN_DATA_LOADERS.map(([, source]) => source))).toEqual(used);
  });
});
