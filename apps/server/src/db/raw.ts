import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "./client.ts";

/** A statement of the hottest path, named so that it is prepared once per connection. */
export interface RawStatement {
  name: string;
  text: string;
}

/**
 * The rows of a statement that every player call runs, sent straight to the driver, past
 * drizzle's query object and row mapping: on a call that is otherwise two short queries, those were
 * a measurable part of its cost. It is prepared once per connection on PostgreSQL and once per
 * process on PGlite (see pglite-statements.ts). Values come as the driver reads them: timestamptz
 * as a Date, uuid and text as strings, booleans as booleans. For the database handle only: a
 * transaction keeps to drizzle.
 */
export async function rawRows<Row>(db: Db, statement: RawStatement, values: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    // A query object goes to the driver as it is; a plain config object would be copied, property
    // descriptors and all, on every call, and that copy was 4% of a credit call's CPU. The pool
    // answers a query object with a promise of its result (its typings say it returns the object).
    const query = Object.assign(new pg.Query<Row & pg.QueryResultRow>(statement.text, values), {
      name: statement.name,
    });
    return ((await client.query(query)) as unknown as pg.QueryResult<Row & pg.QueryResultRow>).rows;
  }
  if (client instanceof PGlite) return (await client.query<Row>(statement.text, values)).rows;
  throw new Error("rawRows runs on the database handle, not in a transaction");
}
