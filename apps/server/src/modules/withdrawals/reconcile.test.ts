import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxGameProviders } from "../../adapters/game-provider/sandbox/provider.ts";
import {
  GameProviderError,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";
import { buildApp } from "../../app.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { ADMIN_TOKEN, buildTestApp, post, type TestApp, testConfig } from "../../test/helper.ts";
import { providerCredit } from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import {
  fundedPlayer,
  openWithdrawal,
  staffAct,
  staffGet,
  staffPost,
  withdrawalStatus,
} from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ledgerOf = async (playerId: string, code: string) =>
  (await listPlayerLedger(t.database.db, playerId)).filter((entry) => entry.orderCode === code);

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

type Transfer = (transfer: TransferRequest) => Promise<TransferResult>;

/** Replaces one of gclub's transfer calls for the length of `body`. */
async function withProviderCall(
  name: "transferIn" | "transferOut",
  replacement: (original: Transfer) => Transfer,
  body: () => Promise<void>,
) {
  const provider = t.app.gameProviders.gclub;
  const original = provider[name];
  provider[name] = replacement(original);
  try {
    await body();
  } finally {
    provider[name] = original;
  }
}

describe("a transfer out whose answer was lost", () => {
  it("is reconciled by its reference, not failed, even when the provider refuses the repeat", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    let calls = 0;
    await withProviderCall(
      "transferOut",
      (original) => async (transfer) => {
        calls += 1;
        if (calls > 1) throw new GameProviderError("INSUFFICIENT_BALANCE", "a repeat the provider refuses");
        await original(transfer);
        throw new GameProviderError("TIMEOUT", "no answer in time");
      },
      async () => {
        const order = await openWithdrawal(t, cookie, "1000");
        await t.app.jobs.runDueJobs();
        expect(await ledgerOf(player.id, order.code)).toEqual([]);
        t.clock.advance(1000);
        await t.app.jobs.runDueJobs();
        expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
        expect(await ledgerOf(player.id, order.code)).toMatchObject([
          { kind: "WITHDRAWAL_OUT", amount: "-1000.00" },
        ]);
        // The credit left once, and staff can pay it out.
        expect(await providerCredit(t.app, cookie)).toBe("0.00");
        expect((await staffAct(t, order.code, "approve")).statusCode).toBe(200);
      },
    );
  });

  it("fails the order when the provider refuses and has no such transfer: the credit never left", async () => {
    const { cookie, player } = await fundedPlayer(t, 500);
    await withProviderCall(
      "transferOut",
      () => async () => {
        throw new GameProviderError("INSUFFICIENT_BALANCE", "the player played the credit away");
      },
      async () => {
        const order = await openWithdrawal(t, cookie, "300");
        await t.app.jobs.runDueJobs();
        expect(await withdrawalStatus(t, cookie, order.code)).toBe("FAILED");
        expect(await ledgerOf(player.id, order.code)).toEqual([]);
      },
    );
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
  });

  it("stays OPEN while the provider is down for good, listed as a dead job, and staff retry it", async () => {
    const { cookie, player } = await fundedPlayer(t, 500);
    let code = "";
    await withProviderCall(
      "transferOut",
      () => async () => {
        throw new Error("connect ECONNREFUSED");
      },
      async () => {
        code = (await openWithdrawal(t, cookie, "200")).code;
        for (let attempt = 0; attempt < 10; attempt += 1) {
          await t.app.jobs.runDueJobs();
          t.clock.advance(5 * 60_000);
        }
      },
    );
    expect(await withdrawalStatus(t, cookie, code)).toBe("OPEN");
    const dead = await staffGet(t, "/jobs?status=dead&pageSize=100");
    const listed = dead
      .json()
      .data.items.find((job: { payload: { code: string } }) => job.payload.code === code);
    expect(listed).toMatchObject({ kind: "withdrawal.transfer-out", status: "dead", attempts: 10 });
    expect(listed.lastError).toContain("ECONNREFUSED");
    // Staff of another agency do not see it, and cannot retry it.
    const elsewhere = await post(
      t.app,
      `/api/admin/v1/agencies/other/jobs/${listed.id}/retry`,
      {},
      {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      },
    );
    expect(elsewhere.statusCode).toBe(404);

    const retried = await staffPost(t, `/jobs/${listed.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.job).toMatchObject({ status: "pending", attempts: 0 });
    const twice = await staffPost(t, `/jobs/${listed.id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("ALREADY_RESOLVED");
    await t.app.jobs.runDueJobs();
    expect(await ledgerOf(player.id, code)).toHaveLength(1);
    expect(await providerCredit(t.app, cookie)).toBe("300.00");
  });
});

describe("a refund the provider refuses", () => {
  it("goes to the dead list at once instead of only a log line, and a retry returns the credit once", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    const order = await openWithdrawal(t, cookie, "400");
    await t.app.jobs.runDueJobs();
    await withProviderCall(
      "transferIn",
      () => async () => {
        throw new GameProviderError("INVALID_AMOUNT", "refused");
      },
      async () => {
        expect((await staffAct(t, order.code, "reject", { reason: "name does not match" })).statusCode).toBe(
          200,
        );
        await t.app.jobs.runDueJobs();
      },
    );
    const job = await jobOf(`withdrawal.refund:${order.code}`);
    expect(job).toMatchObject({ status: "dead", attempts: 1 });
    expect(await providerCredit(t.app, cookie)).toBe("600.00");
    expect((await staffPost(t, `/jobs/${job.id}/retry`)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("1000.00");
    expect((await ledgerOf(player.id, order.code)).map((entry) => entry.kind)).toEqual([
      "WITHDRAWAL_OUT",
      "WITHDRAWAL_REFUND",
    ]);
  });
});

describe("a provider that never answers", () => {
  it("times out, so the job retries instead of hanging", async () => {
    const providers = sandboxGameProviders(t.database.db);
    const hanging = new Promise<never>(() => {});
    providers.gclub.transferOut = () => hanging;
    const app = await buildApp({
      config: testConfig(),
      database: t.database,
      now: t.clock.now,
      gameProviders: providers,
      adapterTimeoutMs: 50,
    });
    await app.ready();
    try {
      const { cookie } = await fundedPlayer(t, 500);
      const order = await openWithdrawal(t, cookie, "100");
      await app.jobs.runDueJobs();
      expect(await jobOf(`withdrawal.transfer-out:${order.code}`)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: expect.stringContaining("did not answer within 50 ms"),
      });
    } finally {
      await app.close();
    }
  });
});
