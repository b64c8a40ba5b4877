import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly ownerPid: number;

  constructor(dataDir: string, ownerPid: number) {
    super(
      `The data folder ${dataDir} is in use by another Kham server (process ${ownerPid}). ` +
        "PGlite allows one process per folder: stop that server, or start this one with another DATA_DIR " +
        "(or use PostgreSQL through DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

/** An O_EXCL lock file holding our pid; a lock of a process that no longer runs is taken over. */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "kham.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // A lock without a pid yet may be one another process is writing this very moment.
      if (owner === undefined && isFresh(file)) throw new DataDirLockedError(dataDir, 0);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
