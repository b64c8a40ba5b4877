import { GIVE_UP_AFTER_MINUTES } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type GameProvider,
  GameProviderError,
  type ReconcileMode,
} from "../../adapters/game-provider/types.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { buildTestApp, get, type TestApp } from "../../test/helper.ts";
import {
  depositingPlayer,
  depositStatus,
  openDeposit,
  providerCredit,
  sendWebhook,
} from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import {
  fundedPlayer,
  openWithdrawal,
  staffGet,
  staffPost,
  withdrawalStatus,
} from "../withdrawals/test-support.ts";
import { AGENT_CREDIT_RETRY_MS } from "./service.ts";

let t: TestApp;
let gclub: GameProvider;
let undo: (() => void)[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  gclub = t.app.gameProviders.gclub;
});
afterEach(() => {
  for (const step of undo.reverse()) step();
  undo = [];
});
afterAll(() => t.close());

/** The sandbox as a provider of `mode`, giving its own transfer ids; answers the lookups it was asked. */
function asProvider(mode: ReconcileMode) {
  const adapter = gclub as { -readonly [K in keyof GameProvider]: GameProvider[K] };
  const saved = { ...adapter };
  const lookups = { calls: 0 };
  adapter.reconcile = mode;
  adapter.transferIn = async (transfer) => ({
    ...(await saved.transferIn(transfer)),
    providerReference: `TX-${transfer.reference}`,
  });
  adapter.transferOut = async (transfer) => ({
    ...(await saved.transferOut(transfer)),
    providerReference: `TX-${transfer.reference}`,
  });
  adapter.findTransfer = async (reference) => {
    lookups.calls += 1;
    return saved.findTransfer(reference);
  };
  undo.push(() => Object.assign(adapter, saved));
  return { adapter, saved, lookups };
}

/** The provider moves the credit of the first transfer in, and its answer is lost. */
function loseFirstAnswer(adapter: GameProvider) {
  const original = adapter.transferIn;
  const asked = { calls: 0 };
  adapter.transferIn = async (transfer) => {
    asked.calls += 1;
    const result = await original(transfer);
    if (asked.calls === 1) throw new GameProviderError("TIMEOUT", "no answer in time");
    return result;
  };
  return asked;
}

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

async function ledgerOf(playerId: string, code: string) {
  return (await listPlayerLedger(t.database.db, playerId)).filter((entry) => entry.orderCode === code);
}

/** A paid deposit of 100 credit whose transfer job is due. */
async function paidDeposit() {
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  expect((await sendWebhook(t.app, order, { now: t.clock.now() })).statusCode).toBe(200);
  return { ...player, order };
}

describe("a transfer in whose answer was lost", () => {
  it("is looked up, not sent again, by a lookup provider: one ledger entry", async () => {
    const { adapter, lookups } = asProvider("lookup");
    const asked = loseFirstAnswer(adapter);
    const { cookie, player, order } = await paidDeposit();
    await t.app.jobs.runDueJobs();
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(asked.calls).toBe(1);
    expect(lookups.calls).toBe(1);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await ledgerOf(player.id, order.code)).toMatchObject([{ kind: "DEPOSIT_CREDIT" }]);
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });

  it("is sent again under the same reference by a repeat provider, and moves once", async () => {
    const { adapter, lookups } = asProvider("repeat");
    const asked = loseFirstAnswer(adapter);
    const { cookie, player, order } = await paidDeposit();
    await t.app.jobs.runDueJobs();
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(asked.calls).toBe(2);
    expect(lookups.calls).toBe(0);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await ledgerOf(player.id, order.code)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "100.00", providerReference: `TX-${order.code}` },
    ]);
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    const detail = await staffGet(t, `/players/${player.username}`);
    expect(
      detail.json().data.ledger.find((entry: { orderCode: string }) => entry.orderCode === order.code),
    ).toMatchObject({ providerReference: `TX-${order.code}` });
  });

  it("stops for staff at once at a provider with no lookup: a dead job, no ledger entry", async () => {
    const { adapter, lookups } = asProvider("none");
    const asked = loseFirstAnswer(adapter);
    const { cookie, player, order } = await paidDeposit();
    await t.app.jobs.runDueJobs();
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(asked.calls).toBe(1);
    expect(lookups.calls).toBe(0);
    expect(await jobOf(`deposit.transfer:${order.code}`)).toMatchObject({
      status: "dead",
      attempts: 2,
      lastError: `The answer of transfer ${order.code} was lost and gclub has no lookup: check the provider's report, then retry, record as done or give up`,
    });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(await ledgerOf(player.id, order.code)).toEqual([]);
    // The credit did reach the provider: only its own report tells staff.
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });

  it("does not believe a repeat provider's refusal after a possible run", async () => {
    const { adapter } = asProvider("repeat");
    const { cookie } = await fundedPlayer(t, 500);
    let calls = 0;
    const original = adapter.transferOut;
    adapter.transferOut = async (transfer) => {
      calls += 1;
      if (calls > 1) throw new GameProviderError("INSUFFICIENT_BALANCE", "a repeat refused");
      await original(transfer);
      throw new GameProviderError("TIMEOUT", "no answer in time");
    };
    const order = await openWithdrawal(t, cookie, "300");
    await t.app.jobs.runDueJobs();
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(await jobOf(`withdrawal.transfer-out:${order.code}`)).toMatchObject({
      status: "dead",
      lastError: expect.stringMatching(/^A refusal \(INSUFFICIENT_BALANCE\) after the answer of transfer W/),
    });
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
  });

  it("believes a refusal on a first attempt without a lookup when the provider has none", async () => {
    const { adapter, lookups } = asProvider("none");
    const { cookie, player } = await fundedPlayer(t, 500);
    adapter.transferOut = async () => {
      throw new GameProviderError("INSUFFICIENT_BALANCE", "played away");
    };
    const order = await openWithdrawal(t, cookie, "300");
    await t.app.jobs.runDueJobs();
    expect(lookups.calls).toBe(0);
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("FAILED");
    expect(await ledgerOf(player.id, order.code)).toEqual([]);
  });
});

describe("the agency's own credit at the provider used up", () => {
  it("keeps the order paid and the job waiting without spending attempts, then credits after a top-up", async () => {
    const { adapter } = asProvider("none");
    const topUp = { done: false };
    const original = adapter.transferIn;
    adapter.transferIn = async (transfer) => {
      if (!topUp.done) throw new GameProviderError("AGENT_CREDIT", "agent credit is not enough");
      return original(transfer);
    };
    const { cookie, player, order } = await paidDeposit();
    const key = `deposit.transfer:${order.code}`;
    for (let run = 0; run < 3; run += 1) {
      const before = t.clock.now().getTime();
      await t.app.jobs.runDueJobs();
      const job = await jobOf(key);
      expect(job).toMatchObject({
        status: "pending",
        attempts: 0,
        lastError: expect.stringMatching(/^AGENT_CREDIT: /),
      });
      expect(job.runAt.getTime() - before).toBeLessThanOrEqual(60_000);
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      t.clock.advance(AGENT_CREDIT_RETRY_MS);
    }
    // Staff see it among the jobs that need them.
    const stuck = (await staffGet(t, "/jobs?status=stuck&pageSize=100")).json().data.items;
    expect(
      stuck.find((job: { dedupeKey?: string; payload: { code: string } }) => job.payload.code === order.code),
    ).toMatchObject({ status: "pending", lastError: expect.stringMatching(/^AGENT_CREDIT/) });

    topUp.done = true;
    await t.app.jobs.runDueJobs();
    expect(await jobOf(key)).toMatchObject({ status: "done" });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await ledgerOf(player.id, order.code)).toHaveLength(1);
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });
});

describe("a member's open bets", () => {
  it("fail the withdrawal with nothing moved and tell the player why", async () => {
    const { adapter } = asProvider("none");
    const { cookie, player } = await fundedPlayer(t, 500);
    adapter.transferOut = async () => {
      throw new GameProviderError("OPEN_BETS", "member has outstanding bets");
    };
    const order = await openWithdrawal(t, cookie, "300");
    await t.app.jobs.runDueJobs();
    const answer = (await get(t.app, `/api/v2/withdrawals/${order.code}`, { cookie })).json().data;
    expect(answer).toMatchObject({ status: "FAILED", failure: "OPEN_BETS", reason: null });
    expect(await ledgerOf(player.id, order.code)).toEqual([]);
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
  });

  it("never take an unauthorized answer for a refusal: the job retries", async () => {
    const { adapter } = asProvider("lookup");
    const { cookie } = await fundedPlayer(t, 500);
    adapter.transferOut = async () => {
      throw new GameProviderError("UNAUTHORIZED", "agent key refused");
    };
    const order = await openWithdrawal(t, cookie, "300");
    await t.app.jobs.runDueJobs();
    expect(await jobOf(`withdrawal.transfer-out:${order.code}`)).toMatchObject({
      status: "pending",
      attempts: 1,
    });
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
  });
});

describe("giving up a transfer at a provider with no lookup", () => {
  it("needs staff's word that they checked the provider's report", async () => {
    const { adapter } = asProvider("repeat");
    adapter.transferIn = async () => {
      throw new GameProviderError("MEMBER_NOT_FOUND", "member closed");
    };
    const { cookie, order } = await paidDeposit();
    const key = `deposit.transfer:${order.code}`;
    await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, key));
    await t.app.jobs.runDueJobs();
    const job = await jobOf(key);
    expect(job.status).toBe("dead");
    t.clock.advance(GIVE_UP_AFTER_MINUTES * 60_000);

    const unconfirmed = await staffPost(t, `/jobs/${job.id}/give-up`, { note: "member closed" });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().error.code).toBe("PROVIDER_CHECK_REQUIRED");
    expect((await jobOf(key)).status).toBe("dead");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");

    const confirmed = await staffPost(t, `/jobs/${job.id}/give-up`, {
      note: "member closed; not in gclub's report",
      checkedAtProvider: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("FAILED");
  });
});
