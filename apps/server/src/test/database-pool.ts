import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";

/** The tables of a migrated database, listed as TRUNCATE takes them. */
const TABLES = `select string_agg(format('%I.%I', schemaname, tablename), ', ' order by schemaname, tablename) as tables
  from pg_tables where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`;

interface Pooled {
  database: Database & { driver: "pglite" };
  tables: string;
}

// Loading the template is most of a test file's setup and emptying a used database is cheap, so a
// worker keeps the databases its files have closed and hands them to the next.
const worker = globalThis as { khamIdleDatabases?: Pooled[] };
worker.khamIdleDatabases ??= [];
const idle = worker.khamIdleDatabases;

async function tablesOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ tables: string }>(TABLES);
  return rows[0]?.tables ?? "";
}

async function openFromTemplate(): Promise<Pooled> {
  const template = inject("pgliteTemplate");
  const from = template === undefined ? undefined : new Blob([await readFile(template)]);
  const database = await openDatabase({ kind: "memory", from });
  if (database.driver !== "pglite") throw new Error("an in-memory database is PGlite");
  return { database, tables: await tablesOf(database.pglite) };
}

/** Empties a database a test file closed; false when it was changed past its rows (a table added). */
async function emptied({ database: { pglite }, tables }: Pooled): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    await pglite.exec("unlisten *; deallocate all; discard temp; select pg_advisory_unlock_all()");
    if ((await tablesOf(pglite)) !== tables) return false;
    await pglite.exec(`truncate ${tables} restart identity cascade`);
    return true;
  } catch {
    return false;
  }
}

/** An in-memory PGlite as migrated as the template, empty of rows. */
export async function openPooledPglite(): Promise<Database> {
  const pooled = idle.pop() ?? (await openFromTemplate());
  let closed = false;
  return {
    ...pooled.database,
    async close() {
      if (closed) return;
      closed = true;
      if (await emptied(pooled)) idle.push(pooled);
      else if (!pooled.database.pglite.closed) await pooled.database.close();
    },
  };
}
