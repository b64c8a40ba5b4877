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

  it("refuses a transaction, whose statements belong to drizzle", async () => {
    await expect(
      database.db.transaction((tx) => rawRows(tx, statement, [null, null, null, null])),
    ).rejects.toThrow(/not in a transaction/);
  });
});
