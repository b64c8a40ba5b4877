import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";
import { depositOrders, isOpenDepositOrder } from "./schema/deposits.ts";
import { isUsageInUse, promotionUsages } from "./schema/promotions.ts";
import { isOpenWithdrawalOrder, withdrawalOrders } from "./schema/withdrawals.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PLAYER = "00000000-0000-4000-8000-000000000001";

/**
 * The plan PostgreSQL keeps for a prepared statement once it stops planning per call (the generic
 * plan, forced here), for "this player's rows matching `condition`": what every named statement of
 * the hot path runs after its first few calls.
 */
async function genericPlan(table: PgTable, condition: SQL, values: string[] = []): Promise<string> {
  const query = database.db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq((table as typeof depositOrders).playerId, sql.placeholder("playerId")), condition))
    .toSQL();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare probe as ${query.sql}`));
    const args = [PLAYER, ...values].map((value) => `'${value}'`).join(", ");
    const plan = (await tx.execute(sql.raw(`explain execute probe(${args})`))) as {
      rows: Record<string, string>[];
    };
    await tx.execute(sql`deallocate probe`);
    return plan.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("the one-at-a-time rules' conditions, as queries write them", () => {
  it("let a prepared statement find a player's open deposit through its unique index", async () => {
    expect(await genericPlan(depositOrders, isOpenDepositOrder)).toContain(
      "deposit_orders_one_open_per_player",
    );
  });

  it("let a prepared statement find a player's open withdrawal through its unique index", async () => {
    expect(await genericPlan(withdrawalOrders, isOpenWithdrawalOrder)).toContain(
      "withdrawal_orders_one_open_per_player",
    );
  });

  it("let a prepared statement find a player's promotion in use through its unique index", async () => {
    expect(await genericPlan(promotionUsages, isUsageInUse)).toContain(
      "promotion_usages_one_in_use_per_player",
    );
  });

  it("would not with the statuses as parameters: that plan reads every order of the player", async () => {
    const parameterised = sql`(${depositOrders.status} = ${"OPEN"} or (${depositOrders.status} = ${"PAID"} and not ${depositOrders.recovered}))`;
    expect(await genericPlan(depositOrders, parameterised, ["OPEN", "PAID"])).not.toContain(
      "deposit_orders_one_open_per_player",
    );
  });
});
