import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { openPooledPglite } from "./database-pool.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the data folder of a migrated PGlite (see database-templates.ts). */
    pgliteTemplate?: string;
    /** A migrated database on the server of DATABASE_URL, copied for each test file. */
    postgresTemplate?: string;
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of another database on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, uniquely named database on the PostgreSQL server of DATABASE_URL (so test files run in
 * parallel), a copy of `template` when given, and a way to drop it; undefined when DATABASE_URL is
 * not set.
 */
export async function createScratchPostgres(
  options: { template?: string; name?: string } = {},
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = options.name ?? `kham_test_${randomBytes(6).toString("hex")}`;
  const template = options.template === undefined ? "" : ` template ${options.template}`;
  await onServer(serverUrl, `create database ${name}${template}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set, a
 * scratch PostgreSQL database dropped afterwards. Both start as copies of a database migrated once
 * per run (database-templates.ts); opening still applies any migration the copy lacks.
 */
export async function openTestDatabase(): Promise<Database> {
  const scratch = await createScratchPostgres({ template: inject("postgresTemplate") });
  if (scratch === undefined) return openPooledPglite();
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The driver's own client under a database, to watch or explain the statements it is sent. */
export function driverOf(database: Database): { query: (...args: unknown[]) => unknown } {
  return (database.driver === "postgres" ? database.pool : database.pglite) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
}
