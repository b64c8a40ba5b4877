import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { serverFilesWithModuleMocks } from "../vitest.config.ts";

const serverRoot = path.resolve(import.meta.dirname, "../apps/server");

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

it("runs every server test file that mocks a module apart from the shared workers", () => {
  const mocking = testFiles(path.join(serverRoot, "src"))
    .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, "utf8")))
    .map((file) => path.relative(serverRoot, file))
    .sort();
  expect(mocking).toEqual([...serverFilesWithModuleMocks].sort());
});
