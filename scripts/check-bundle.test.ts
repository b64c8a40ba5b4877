import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types, run after the web build.
import { leaks } from "./check-bundle.mjs";

let dist: string;
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function build(manifest: Record<string, unknown>, files: Record<string, string>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-dist-"));
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  for (const [file, code] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), code);
  return dist;
}

const pages = {
  "index.html": {
    file: "assets/main.js",
    imports: ["_shared.js"],
    dynamicImports: ["src/routes/deposit.tsx"],
  },
  "backoffice/index.html": { file: "assets/backoffice.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  "src/routes/deposit.tsx": { file: "assets/deposit.js" },
};

describe("the back-office check of the web build", () => {
  it("passes a player page that shares only common chunks with the back office", () => {
    const files = {
      "assets/main.js": "fetch('/api/v2/players/info')",
      "assets/backoffice.js": "fetch('/api/admin/v1/auth/me')",
      "assets/shared.js": "export const cn = 1",
      "assets/deposit.js": "fetch('/api/v2/deposits')",
    };
    expect(leaks(build(pages, files))).toEqual([]);
  });

  it("finds a lazy player chunk that pulls in a back-office module or calls the staff API", () => {
    const manifest = {
      ...pages,
      "src/routes/deposit.tsx": { file: "assets/deposit.js", imports: ["src/backoffice/lib/staff-api.ts"] },
      "src/backoffice/lib/staff-api.ts": { file: "assets/staff-api.js" },
    };
    const files = {
      "assets/main.js": "",
      "assets/backoffice.js": "",
      "assets/shared.js": "fetch('/api/admin/v1/agencies')",
      "assets/deposit.js": "",
      "assets/staff-api.js": "",
    };
    expect(leaks(build(manifest, files)).sort()).toEqual([
      "assets/shared.js (_shared.js) calls the staff API",
      "assets/staff-api.js: built from src/backoffice/lib/staff-api.ts",
    ]);
  });
});
