import fs from "node:fs";
import path from "node:path";
import { BackupError, readBackup } from "./backup-file.ts";
import { type Database, openDatabase } from "./client.ts";
import { DataDirLockedError } from "./lock.ts";

/** A consistent copy of PGlite's data, made in the process that holds its folder; undefined on PostgreSQL. */
export async function dumpDatabase(database: Database): Promise<Blob | undefined> {
  if (database.driver !== "pglite") return undefined;
  const { pglite } = database;
  // Written to the data files first, so a restore has little log to replay.
  await pglite.exec("CHECKPOINT");
  // Inside a transaction of its own: no other transaction is half done while the folder is copied.
  return pglite.transaction(() => pglite.dumpDataDir("gzip"));
}

/** Loads a backup into an empty folder and migrates it; the folder is left as it was when that fails. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const tar = readBackup(bytes, file);
  let entries: string[] | undefined;
  try {
    entries = fs.readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new BackupError(`Cannot use ${dataDir}: ${(error as Error).message}`);
    }
  }
  if (entries !== undefined && entries.length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into a new folder, never over data`);
  }
  try {
    const database = await openDatabase({
      kind: "pglite",
      dataDir,
      from: new Blob([new Uint8Array(tar)], { type: "application/x-tar" }),
    });
    await database.close();
  } catch (error) {
    // Another server took the folder after it was found empty: what is in it now is that server's.
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    if (entries !== undefined) {
      for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true });
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}
