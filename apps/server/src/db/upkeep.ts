import type { PGlite } from "@electric-sql/pglite";

/** How often the embedded database looks for tables that have grown (a cheap catalog read). */
export const UPKEEP_EVERY_MS = 5_000;

/** How often every table is vacuumed, grown or not. */
export const VACUUM_ALL_EVERY_MS = 60 * 60_000;

/** PGlite keeps no count of changed rows, so growth in pages stands in for autovacuum's rule. */
const GROWN_TABLES = `
  select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'r' and n.nspname = 'public'
     and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 2 + 8
   order by c.relname`;

/** PGlite has no autovacuum, and a cached plan keeps the statistics of an empty table until analyzed and dropped. */
export async function upkeep(client: Pick<PGlite, "query" | "exec">): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(GROWN_TABLES);
  // The names come from the catalog, quoted by regclass's own output.
  for (const { name } of rows) {
    await client.exec(`vacuum ${name}`);
    await client.exec(`analyze ${name}`);
  }
  // An analyze alone does not make PostgreSQL replan a statement, so the cached plans are dropped.
  if (rows.length > 0) await client.exec("discard plans");
  return rows.map((row) => row.name);
}

export interface Upkeep {
  /** Stops the schedule and waits for a run under way, so the database can then be closed. */
  stop(): Promise<void>;
}

export interface UpkeepSchedule {
  everyMs: number;
  vacuumAllEveryMs?: number;
  onError: (error: unknown) => void;
}

/** The hourly vacuum frees dead rows of tables that change without growing; the timer never keeps the process alive. */
export function scheduleUpkeep(
  client: Pick<PGlite, "query" | "exec">,
  { everyMs, vacuumAllEveryMs = VACUUM_ALL_EVERY_MS, onError }: UpkeepSchedule,
): Upkeep {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let lastVacuumAll = Date.now();
  let timer: NodeJS.Timeout;
  const run = async () => {
    if (Date.now() - lastVacuumAll >= vacuumAllEveryMs) {
      lastVacuumAll = Date.now();
      await client.exec("vacuum");
    }
    await upkeep(client);
  };
  const next = () => {
    timer = setTimeout(() => {
      running = run().catch((error: unknown) => {
        if (!stopped) onError(error);
      });
      void running.then(() => {
        if (!stopped) next();
      });
    }, everyMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
