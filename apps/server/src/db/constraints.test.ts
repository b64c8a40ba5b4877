import { USERNAME_PATTERN } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxMembers } from "../adapters/game-provider/sandbox/schema.ts";
import { depositingPlayer, openDeposit } from "../modules/deposits/test-support.ts";
import { fundedPlayer, openWithdrawal } from "../modules/withdrawals/test-support.ts";
import { buildTestApp, type TestApp } from "../test/helper.ts";
import { depositOrders } from "./schema/deposits.ts";
import { jobs } from "./schema/jobs.ts";
import { players } from "./schema/players.ts";
import { exchangeRates } from "./schema/rates.ts";
import { withdrawalOrders } from "./schema/withdrawals.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The database refuses the change itself, whatever code (or person) attempts it. */
async function refused(change: Promise<unknown>) {
  const error = await change.then(
    () => undefined,
    (failure: Error & { cause?: Error }) => failure,
  );
  expect(error?.cause?.message ?? error?.message).toMatch(/violates check constraint/);
}

describe("the database guards its money columns and statuses", () => {
  it("refuses an unknown status or a non-positive amount on a deposit order", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const { code } = await openDeposit(t.app, cookie);
    const db = t.database.db;
    await refused(
      db
        .update(depositOrders)
        .set({ status: "LOST" as "OPEN" })
        .where(eq(depositOrders.code, code)),
    );
    await refused(db.update(depositOrders).set({ amount: "0" }).where(eq(depositOrders.code, code)));
    await refused(db.update(depositOrders).set({ credit: "-1.00" }).where(eq(depositOrders.code, code)));
    await refused(db.update(depositOrders).set({ bonus: "-0.01" }).where(eq(depositOrders.code, code)));
  });

  it("refuses an unknown status or a negative figure on a withdrawal order", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const { code } = await openWithdrawal(t, cookie, "100");
    const db = t.database.db;
    await refused(
      db
        .update(withdrawalOrders)
        .set({ status: "PAID" as "OPEN" })
        .where(eq(withdrawalOrders.code, code)),
    );
    await refused(db.update(withdrawalOrders).set({ payout: "-1" }).where(eq(withdrawalOrders.code, code)));
    await refused(
      db.update(withdrawalOrders).set({ creditReturned: "-5" }).where(eq(withdrawalOrders.code, code)),
    );
  });

  it("never lets a provider balance go below zero, nor a rate to zero", async () => {
    const db = t.database.db;
    const [member] = await db.select().from(sandboxMembers).limit(1);
    await refused(
      db
        .update(sandboxMembers)
        .set({ balance: sql`${sandboxMembers.balance} - 1000000` })
        .where(eq(sandboxMembers.memberUsername, member!.memberUsername)),
    );
    await refused(db.update(exchangeRates).set({ sell: "0" }));
  });

  it("refuses an unknown job status", async () => {
    await refused(t.database.db.update(jobs).set({ status: "lost" as "dead" }));
  });
});

describe("the database keeps usernames as registration writes them", () => {
  it("refuses a username in capitals, with a space or a dot, and takes one registration would", async () => {
    const { username } = await depositingPlayer(t.app);
    const db = t.database.db;
    const [player] = await db.select().from(players).where(eq(players.username, username));
    const renamed = (username: string) =>
      db.update(players).set({ username }).where(eq(players.id, player!.id));
    await refused(renamed("Somchai"));
    await refused(renamed("som chai"));
    await refused(renamed("som.chai"));
    await refused(renamed(""));
    await renamed("somchai_1-a");
    const [after] = await db.select().from(players).where(eq(players.id, player!.id));
    expect(after!.username).toBe("somchai_1-a");
  });

  it("holds the contract's rule as it stands (changing the rule needs a migration)", async () => {
    const found = await t.database.db.execute(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'players_username_format'`,
    );
    const { rows } = found as unknown as { rows: { definition: string }[] };
    expect(rows[0]?.definition).toContain(`'${USERNAME_PATTERN.source}'`);
  });
});
