import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePreparedStatements } from "./pglite-statements.ts";

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(
    `create table notes (id int primary key, body text, at timestamptz, done boolean, extra jsonb)`,
  );
  usePreparedStatements(client);
});
afterAll(() => client.close());

const preparedNames = async () =>
  (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (row) => row.name,
  );

describe("PGlite with named statements", () => {
  it("parses a query text once and runs it again by name", async () => {
    const text = "select $1::int + $2::int as sum";
    expect((await client.query<{ sum: number }>(text, [1, 2])).rows).toEqual([{ sum: 3 }]);
    const named = await preparedNames();
    expect((await client.query<{ sum: number }>(text, [40, 2])).rows).toEqual([{ sum: 42 }]);
    expect(named.filter((name) => name.startsWith("kham_")).length).toBeGreaterThan(0);
    // The second run made no new statement.
    expect(await preparedNames()).toEqual(named);
  });

  it("writes and reads values of every kind as PGlite's own query does, in both row modes", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    await client.query("insert into notes values ($1, $2, $3, $4, $5)", [
      1,
      "ສະບາຍດີ",
      at,
      true,
      { a: [1, "b"] },
    ]);
    await client.query("insert into notes values ($1, $2, $3, $4, $5)", [2, null, null, false, null]);
    const text = "select id, body, at, done, extra from notes where id = any($1::int[]) order by id";
    expect((await client.query(text, [[1, 2]])).rows).toEqual([
      { id: 1, body: "ສະບາຍດີ", at, done: true, extra: { a: [1, "b"] } },
      { id: 2, body: null, at: null, done: false, extra: null },
    ]);
    const arrays = await client.query(text, [[1]], { rowMode: "array", parsers: { 1184: (value) => value } });
    expect(arrays.rows).toEqual([[1, "ສະບາຍດີ", "2026-01-02 03:04:05.678+00", true, { a: [1, "b"] }]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["id", "body", "at", "done", "extra"]);
  });

  it("counts the rows a write touched, as PGlite's own query does", async () => {
    await client.query("insert into notes (id, body) values ($1, $2), ($3, $4)", [30, "a", 31, "b"]);
    const updated = await client.query("update notes set done = $1 where id = any($2::int[])", [
      true,
      [30, 31],
    ]);
    expect(updated).toMatchObject({ affectedRows: 2, rows: [], fields: [] });
    const read = await client.query("select id from notes where id = $1", [30]);
    expect(read).toMatchObject({ affectedRows: 0, rows: [{ id: 30 }] });
  });

  it("reports a failed query with its code and text, and keeps working after it", async () => {
    const insert = "insert into notes (id, body) values ($1, $2)";
    await client.query(insert, [10, "first"]);
    const error = await client.query(insert, [10, "again"]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: insert, params: [10, "again"] });
    expect((await client.query("select body from notes where id = $1", [10])).rows).toEqual([
      { body: "first" },
    ]);
  });

  it("keeps a transaction's writes together: rolled back on failure, kept on commit", async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into notes (id, body) values ($1, $2)", [20, "rolled back"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await client.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values ($1, $2)", [21, "kept"]);
    });
    const rows = (
      await client.query("select id from notes where id = any($1::int[]) order by id", [[20, 21]])
    ).rows;
    expect(rows).toEqual([{ id: 21 }]);
  });

  it("makes a statement again when its table changed shape", async () => {
    const text = "select * from notes where id = $1";
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).toHaveLength(5);
    await client.exec("alter table notes add column tag text");
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).toHaveLength(6);
  });
});
