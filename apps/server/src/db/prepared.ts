import type { Db } from "./client.ts";

/** Built once per handle; named so PostgreSQL plans it once per connection (PGlite only saves the building). */
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
