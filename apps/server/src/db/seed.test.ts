import { defaultBanks } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";
import { agencies } from "./schema/agency.ts";
import { agencyBanks } from "./schema/banks.ts";
import { seedDatabase } from "./seed.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("seedDatabase", () => {
  it("seeds the demo agency with its six banks on the first start only", async () => {
    expect(await seedDatabase(database.db)).toBe(true);
    expect(await seedDatabase(database.db)).toBe(false);
    const rows = await database.db.select().from(agencies);
    expect(rows.map((row) => row.code)).toEqual(["demo"]);
    const banks = await database.db.select().from(agencyBanks);
    expect(banks.map((bank) => [bank.code, bank.iin, bank.logoUrl]).sort()).toEqual(
      defaultBanks.map((bank) => [bank.code, bank.iin, `/banks/${bank.code}.svg`]).sort(),
    );
  });

  it("is safe when two processes seed at once", async () => {
    const fresh = await openTestDatabase();
    try {
      const results = await Promise.all([seedDatabase(fresh.db), seedDatabase(fresh.db)]);
      expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(await fresh.db.select().from(agencies)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
