import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./lock.ts";
import * as schema from "./schema.ts";
import { scheduleUpkeep, UPKEEP_EVERY_MS, type Upkeep } from "./upkeep.ts";

/** A database handle or an open transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface OpenDatabase {
  readonly db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The database, and the driver under it for what drizzle does not do (LISTEN, upkeep, a data dump). */
export type Database = OpenDatabase &
  (
    | { readonly driver: "postgres"; readonly pool: pg.Pool }
    | { readonly driver: "pglite"; readonly pglite: PGlite }
  );

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `from`: a dump of PGlite's data (`dumpDataDir`) to start an empty folder with. */
  | { kind: "pglite"; dataDir: string; from?: Blob }
  /** In memory, empty or started from a dump of another PGlite's data (`dumpDataDir`). */
  | { kind: "memory"; from?: Blob };

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** Any constant: the key of the advisory lock that serialises migrations between server processes. */
const MIGRATION_LOCK_KEY = 4_815_162_342;

/** Several servers may start at once against one PostgreSQL; only one migrates at a time. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lockHolder.release();
  }
}

export interface DatabaseOptions {
  /** PGlite only: how often grown tables are vacuumed and analyzed (see upkeep.ts). */
  upkeepEveryMs?: number;
  /** Where a failed upkeep run is reported (the next run is still made). */
  onUpkeepError?: (error: unknown) => void;
}

/** Opens the chosen database and applies the pending migrations before anything else uses it. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    try {
      await migrateUnderLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      driver: "postgres",
      pool,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (target.kind === "pglite") {
    lock = lockDataDir(target.dataDir);
    client = new PGlite(path.join(target.dataDir, "pgdata"), { loadDataDir: target.from });
  } else {
    client = new PGlite({ loadDataDir: target.from });
  }
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const upkeepEveryMs = options.upkeepEveryMs ?? (target.kind === "pglite" ? UPKEEP_EVERY_MS : undefined);
  const upkeep: Upkeep | undefined =
    upkeepEveryMs === undefined
      ? undefined
      : scheduleUpkeep(client, {
          everyMs: upkeepEveryMs,
          onError:
            options.onUpkeepError ?? ((error) => process.emitWarning(`database upkeep failed: ${error}`)),
        });
  return {
    db,
    driver: "pglite",
    pglite: client,
    ping: async () => void (await db.execute(sql`select 1`)),
    async close() {
      try {
        await upkeep?.stop();
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
