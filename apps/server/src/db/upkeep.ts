import type { PGlite } from "@electric-sql/pglite";

/** How often the embedded database looks for tables that have grown (a catalog read of ~2 ms). */
export const UPKEEP_EVERY_MS = 5_000;

/** How often every table is vacuumed, grown or not. */
export const VACUUM_ALL_EVERY_MS = 60 * 60_000;

/**
 * The app's tables that have more than doubled, plus a few pages, since they were last vacuumed or
 * analyzed (`relpages` is what the last of those found). PGlite keeps no count of changed rows, as
 * autovacuum's rule needs, but inserts and updates both add pages until a vacuum frees the dead
 * rows. Doubling, not autovacuum's tenth: here the work stops the server's queries while it runs,
 * and doubling keeps the number of runs a table gets to the logarithm of its size. The planner
 * scales a table's analyzed row count by its pages anyway; what goes stale is the shape of the
 * data, and the first look at it matters most.
 */
const GROWN_TABLES = `
  select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'r' and n.nspname = 'public'
     and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 2 + 8
   order by c.relname`;

/**
 * Vacuums and analyzes the tables that have grown; answers their names. PGlite runs PostgreSQL in
 * this process, without the autovacuum workers a server runs, so nothing else ever does: the
 * planner would keep the statistics of the day a table was created, and dead rows would only ever
 * be freed page by page. The statistics cost the most. A named statement keeps the plan it got when
 * it was first used: a player's deposit looked up by its code was planned, while the table was
 * empty, as a walk through all of the player's orders, and got slower with every order. Analyzing
 * a table, then dropping the cached plans, has its statements planned again with what it now holds.
 */
export async function upkeep(client: Pick<PGlite, "query" | "exec">): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(GROWN_TABLES);
  // The names come from the catalog, quoted by regclass's own output.
  for (const { name } of rows) {
    await client.exec(`vacuum ${name}`);
    await client.exec(`analyze ${name}`);
  }
  // New statistics alone do not make PostgreSQL plan a statement again. An analyze does that only
  // when it changes the table's size in the catalog, and the vacuum before it has already recorded
  // the size (seen on PGlite 0.3). So the cached plans go: each statement is planned when next used.
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

/**
 * Runs `upkeep` every `everyMs`, and once an hour a plain `vacuum` of every table before it (that
 * only reads the pages changed since the last one): it frees the dead rows and index entries of
 * tables that change without growing, such as sessions and jobs. One run at a time; a failed run
 * is reported and the next one runs as planned. The timer never keeps the process alive.
 */
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
