import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";
import { rawRows } from "./raw.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const statement = {
  name: "raw_test_values",
  text: "select $1::uuid as id, $2::timestamptz as at, $3::boolean as flag, $4::text as name",
};

describe("rawRows", () => {
  it("answers the driver's values: a timestamptz as a Date, a boolean as a boolean", async () => {
    const at = new Date("2026-11-26T10:00:00.123Z");
    const id = "7d9f3c1e-2b4a-4c8d-9e0f-1a2b3c4d5e6f";
    for (let call = 0; call < 2; call += 1) {
      const rows = await rawRows<{ id: string; at: Date; flag: boolean; name: string }>(
        database.db,
        statement,
        [id, at, true, "ສົມຊາຍ"],
      );
      expect(rows).toEqual([{ id, at, flag: true, name: "ສົມຊາຍ" }]);
      expect(rows[0]!.at).toBeInstanceOf(Date);
    }
  });

  it("prepares a statement once per connection: by its own name on PostgreSQL", async () => {
    await rawRows(database.db, statement, [null, null, null, null]);
    // Calls one after the other run on the same pooled connection, whose statements this lists.
    const prepared = await rawRows<{ name: string; statement: string }>(
      database.db,
      { name: "raw_test_prepared", text: "select name, statement from pg_prepared_statements" },
      [],
    );
    const ours = prepared.filter((row) => row.statement === statement.text);
    // PGlite's statements are named by the client that prepares them (pglite-statements.ts).
    const name = database.driver === "postgres" ? statement.name : expect.stringMatching(/^kham_/);
    expect(ours).toEqual([{ name, statement: statement.text }]);
  });

  it("rejects a failing statement and gives its connection back to the pool", async () => {
    // More failures than the pool has connections: a connection kept after an error would hang here.
    for (let call = 0; call < 25; call += 1)
      await expect(rawRows(database.db, statement, ["not a uuid", null, null, null])).rejects.toThrow(/uuid/);
    const rows = await rawRows<{ flag: boolean }>(database.db, statement, [null, null, false, null]);
    expect(rows.map((row) => row.flag)).toEqual([false]);
  });

  it("refuses a transaction, whose statements belong to drizzle", async () => {
    await expect(
      database.db.transaction((tx) => rawRows(tx, statement, [null, null, null, null])),
    ).rejects.toThrow(/not in a transaction/);
  });
});
