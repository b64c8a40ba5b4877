import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, uniquely named database on the PostgreSQL server of DATABASE_URL (so test files run in
 * parallel), and a way to drop it; undefined when DATABASE_URL is not set.
 */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `kham_test_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when DATABASE_URL is set, a
 * scratch PostgreSQL database dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const scratch = await createScratchPostgres();
  if (scratch === undefined) return openDatabase({ kind: "memory" });
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
