import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirLockedError, lockDataDir } from "./lock.ts";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kham-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("the PGlite data folder lock", () => {
  it("refuses a second PGlite on the same DATA_DIR with a clear message, then frees it on close", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: "pglite", dataDir });
    try {
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        `The data folder ${dataDir} is in use by another Kham server (process ${process.pid})`,
      );
      await first.ping();
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, "kham.lock"))).toBe(false);
    const again = await openDatabase({ kind: "pglite", dataDir });
    await again.ping();
    await again.close();
    // A data folder on disk cannot start from the test template: it is created and migrated here.
  }, 120_000);

  it("takes over a lock left by a process that no longer runs", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "kham.lock"), `${deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("respects a lock held by another live process", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "kham.lock"), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(path.join(dataDir, "kham.lock"), "utf8").trim()).toBe(String(process.ppid));
  });
});
