import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types.
import { INPUTS, inputsHash, isBuildCurrent, STAMP_FILE } from "./build-web.mjs";

let repo: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), content);
};
const hash = (): string => inputsHash(repo, INPUTS);

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "kham-inputs-"));
  write("apps/web/src/main.tsx", "render()");
  write("apps/web/vite.config.ts", "export default {}");
  write("packages/contract/src/index.ts", "export const a = 1;");
  write("scripts/check-bundle.mjs", "check()");
  write("package-lock.json", "{}");
  write("tsconfig.base.json", "{}");
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

describe("the web build's stamp", () => {
  it("changes when a source, the config, the contract or the lock changes, or a file comes or goes", () => {
    const before = hash();
    expect(hash()).toBe(before);
    for (const file of [
      "apps/web/src/main.tsx",
      "apps/web/vite.config.ts",
      "packages/contract/src/index.ts",
      "scripts/check-bundle.mjs",
      "package-lock.json",
    ]) {
      const content = fs.readFileSync(path.join(repo, file), "utf8");
      write(file, `${content} `);
      expect(hash(), file).not.toBe(before);
      write(file, content);
      expect(hash(), file).toBe(before);
    }
    write("apps/web/public/icon.svg", "<svg/>");
    expect(hash()).not.toBe(before);
    fs.rmSync(path.join(repo, "apps/web/public/icon.svg"));
    expect(hash()).toBe(before);
    fs.renameSync(path.join(repo, "apps/web/src/main.tsx"), path.join(repo, "apps/web/src/boot.tsx"));
    expect(hash()).not.toBe(before);
  });

  it("ignores what the build does not read: installed packages, its own output, tests", () => {
    const before = hash();
    write("apps/web/node_modules/.vite/deps.json", "{}");
    write("apps/web/dist/index.html", "<html>");
    write(`apps/web/dist/${STAMP_FILE}`, before);
    write("apps/web/src/main.test.tsx", "test()");
    write("packages/contract/node_modules/x.js", "x");
    write("README.md", "# Kham");
    expect(hash()).toBe(before);
  });

  it("counts a build as current only when dist holds the stamp of these very inputs", () => {
    const dist = path.join(repo, "apps/web/dist");
    expect(isBuildCurrent(dist, hash())).toBe(false);
    write(`apps/web/dist/${STAMP_FILE}`, hash());
    expect(isBuildCurrent(dist, hash())).toBe(true);
    write("apps/web/src/main.tsx", "render(changed)");
    expect(isBuildCurrent(dist, hash())).toBe(false);
  });
});
