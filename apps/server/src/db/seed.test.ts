import { compareDecimal, convert, defaultBanks } from "@kham/contract";
import Decimal from "decimal.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.ts";
import { buildTestApp, get, login } from "../test/helper.ts";
import type { Database } from "./client.ts";
import { agencies } from "./schema/agency.ts";
import { agencyBanks } from "./schema/banks.ts";
import { players } from "./schema/players.ts";
import { DEMO_PLAYER, seedDatabase, seedDemoPlayer } from "./seed.ts";

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

describe("seedDemoPlayer", () => {
  it("gives the demo agency a player who logs in with the published password and has a bank account", async () => {
    const t = await buildTestApp();
    try {
      expect(await seedDemoPlayer(t.database.db, "development")).toEqual(DEMO_PLAYER);
      const { cookie } = await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
      const accounts = await get(t.app, "/api/v2/players/bank-accounts", { cookie });
      expect(accounts.json().data).toMatchObject([{ bankCode: "BCEL", currency: "LAK" }]);
      // A second start finds the player and leaves it as it is.
      expect(await seedDemoPlayer(t.database.db, "development")).toEqual(DEMO_PLAYER);
      expect(await t.database.db.select().from(players)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("seeds nothing in production or in tests", async () => {
    await seedDatabase(database.db);
    expect(await seedDemoPlayer(database.db, "production")).toBeUndefined();
    expect(await seedDemoPlayer(database.db, "test")).toBeUndefined();
    expect(await database.db.select().from(players)).toEqual([]);
  });
});

describe("the demo agency's limits", () => {
  it("make sense together: two smallest deposits can be cashed out, and every promotion fits the limits", async () => {
    const t = await buildTestApp();
    try {
      const read = async (path: string) => (await get(t.app, `/api/v2${path}`)).json().data;
      const [deposits, withdrawals, rates, methods, promotions] = await Promise.all([
        read("/deposits/limits"),
        read("/withdrawals/limits"),
        read("/exchange-rates"),
        read("/payment-methods"),
        read("/promotions"),
      ]);
      const offered = new Set((methods as Array<{ currency: string }>).map((method) => method.currency));
      expect(offered.size).toBeGreaterThan(0);
      for (const limit of deposits as Array<{ currency: string; min: string; max: string }>) {
        if (!offered.has(limit.currency)) continue;
        const smallest = convert("DEPOSIT", limit.min, limit.currency, rates);
        const twice = new Decimal(smallest).times(2).toFixed(2);
        expect(
          compareDecimal(twice, withdrawals.min),
          `${limit.currency} ${limit.min}`,
        ).toBeGreaterThanOrEqual(0);
      }
      const lak = (deposits as Array<{ currency: string; min: string; max: string }>).find(
        (limit) => limit.currency === "LAK",
      )!;
      for (const promotion of promotions as Array<Record<string, string>>) {
        const kip = convert("DEPOSIT_FROM", promotion.depositCredit!, "LAK", rates);
        expect(compareDecimal(kip, lak.min), promotion.id).toBeGreaterThanOrEqual(0);
        expect(compareDecimal(kip, lak.max), promotion.id).toBeLessThanOrEqual(0);
        expect(
          compareDecimal(promotion.requiredCredit!, withdrawals.min),
          promotion.id,
        ).toBeGreaterThanOrEqual(0);
        expect(compareDecimal(promotion.maxCredit!, withdrawals.max), promotion.id).toBeLessThanOrEqual(0);
      }
    } finally {
      await t.close();
    }
  });
});
