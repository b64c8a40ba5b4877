import type { Db } from "./client.ts";

/**
 * A query of the hot path that drizzle builds once per database handle rather than on every call,
 * its values bound by `sql.placeholder`. Its name makes it a prepared statement on PostgreSQL,
 * parsed and planned once per connection; PGlite has no named statements (it parses every query), so
 * there only the building is saved. Handles are kept weakly: a transaction's statements go with it.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
