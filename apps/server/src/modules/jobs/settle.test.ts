import { GIVE_UP_AFTER_MINUTES } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type GameProvider,
  GameProviderError,
  type ReconcileMode,
} from "../../adapters/game-provider/types.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp } from "../../test/helper.ts";
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
  staffAct,
  staffGet,
  staffPost,
  withdrawalStatus,
} from "../withdrawals/test-support.ts";

const SETTLED_MS = GIVE_UP_AFTER_MINUTES * 60_000;
const CHECKED = { checkedAtProvider: true, providerReference: "AMB-7731", note: "seen in AMB's report" };

let t: TestApp;
let undo: (() => void)[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => {
  for (const step of undo.reverse()) step();
  undo = [];
});
afterAll(() => t.close());

type Mutable = { -readonly [K in keyof GameProvider]: GameProvider[K] };

/** The sandbox provider as one of `mode` (AMB's is "none"), for this test. */
function asProvider(provider: "gclub" | "alphabet", mode: ReconcileMode) {
  const adapter = t.app.gameProviders[provider] as Mutable;
  const saved = { ...adapter };
  adapter.reconcile = mode;
  undo.push(() => Object.assign(adapter, saved));
  return adapter;
}

/** The provider's next `call` for the order `code` moves the credit, and its answer is lost. */
function loseNextAnswer(adapter: Mutable, call: "transferIn" | "transferOut", code: string) {
  const original = adapter[call];
  adapter[call] = async (transfer) => {
    // Another test's job that falls due in the same pass must not take this loss.
    if (!transfer.reference.startsWith(code)) return original(transfer);
    adapter[call] = original;
    await original(transfer);
    throw new GameProviderError("TIMEOUT", "no answer in time");
  };
}

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

/** Runs the job until the lost answer stops it for staff, then lets its last call settle. */
async function stopForStaff(dedupeKey: string) {
  await t.app.jobs.runDueJobs();
  t.clock.advance(60_000);
  await t.app.jobs.runDueJobs();
  const dead = await jobOf(dedupeKey);
  expect(dead).toMatchObject({ status: "dead", lastError: expect.stringContaining("was lost") });
  t.clock.advance(SETTLED_MS);
  return dead;
}

function settle(id: number, body: unknown = CHECKED) {
  return staffPost(t, `/jobs/${id}/settle`, body);
}

async function ledgerOf(playerId: string, code: string) {
  return (await listPlayerLedger(t.database.db, playerId))
    .filter((entry) => entry.orderCode === code)
    .map(({ kind, provider, amount, providerReference }) => ({ kind, provider, amount, providerReference }));
}

/** A paid deposit of 100 credit whose transfer moved at gclub and stopped for staff. */
async function stoppedDeposit(mode: ReconcileMode = "none") {
  const gclub = asProvider("gclub", mode);
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  expect((await sendWebhook(t.app, order, { now: t.clock.now() })).statusCode).toBe(200);
  loseNextAnswer(gclub, "transferIn", order.code);
  const job = await stopForStaff(`deposit.transfer:${order.code}`);
  expect(await depositStatus(t.app, player.cookie, order.code)).toBe("PAID");
  return { ...player, order, job, gclub };
}

describe("recording a deposit's stopped transfer as done", () => {
  it("credits the order as the provider's answer would have, once", async () => {
    const { cookie, player, order, job } = await stoppedDeposit();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");

    const response = await settle(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      job: {
        id: job.id,
        status: "done",
        lastError: expect.stringMatching(
          /^Recorded as done by admin-token \(provider reference AMB-7731\): seen in AMB's report/,
        ),
      },
      order: { code: order.code, status: "SUCCESS" },
      providerReference: "AMB-7731",
    });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await ledgerOf(player.id, order.code)).toEqual([
      { kind: "DEPOSIT_CREDIT", provider: "gclub", amount: "100.00", providerReference: "AMB-7731" },
    ]);
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    const audit = (await staffGet(t, "/audit?pageSize=100"))
      .json()
      .data.items.filter(
        (entry: { action: string; targetId: string }) =>
          entry.action === "job.settle" && entry.targetId === String(job.id),
      );
    expect(audit).toMatchObject([
      { before: { status: "dead" }, after: { providerReference: "AMB-7731", job: { status: "done" } } },
    ]);

    const twice = await settle(job.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("ALREADY_RESOLVED");
    expect((await staffPost(t, `/jobs/${job.id}/retry`)).json().error.code).toBe("ALREADY_RESOLVED");
    expect(await ledgerOf(player.id, order.code)).toHaveLength(1);
  });

  it("refuses without the provider check, a bad reference, too soon, or a job not stopped", async () => {
    const { cookie, order, job } = await stoppedDeposit();
    for (const body of [
      { note: "looked" },
      { checkedAtProvider: false },
      { checkedAtProvider: true, providerReference: "A\nB" },
      { checkedAtProvider: true, providerReference: "x".repeat(129) },
      { checkedAtProvider: true, note: "x".repeat(501) },
    ]) {
      const refused = await settle(job.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_ERROR");
    }
    t.clock.set(new Date(job.updatedAt.getTime() + SETTLED_MS - 1000));
    const early = await settle(job.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("JOB_TOO_RECENT");
    t.clock.advance(1000);
    expect(await jobOf(job.dedupeKey)).toMatchObject({ status: "dead", updatedAt: job.updatedAt });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");

    // Retried, it is live again: not staff's to record.
    expect((await staffPost(t, `/jobs/${job.id}/retry`)).statusCode).toBe(200);
    const live = await settle(job.id);
    expect(live.statusCode).toBe(409);
    expect(live.json().error.code).toBe("ALREADY_RESOLVED");

    const { cookie: other } = await depositingPlayer(t.app);
    const open = await openDeposit(t.app, other);
    const watch = await jobOf(`deposit.watch:${open.code}`);
    expect((await settle(watch.id)).json().error.code).toBe("VALIDATION_ERROR");
    expect((await settle(999_999_999)).json().error.code).toBe("NOT_FOUND");
    const elsewhere = await post(t.app, `/api/admin/v1/agencies/other/jobs/${job.id}/settle`, CHECKED, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(elsewhere.json().error.code).toBe("NOT_FOUND");
  });

  it("asks a provider with a lookup first, and refuses when it has no such transfer", async () => {
    const { cookie, player, order, job, gclub } = await stoppedDeposit("none");
    const found = await gclub.findTransfer(order.code);
    expect(found).toBeDefined();
    gclub.reconcile = "lookup";
    gclub.findTransfer = async () => undefined;
    const refused = await settle(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("TRANSFER_NOT_FOUND");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");

    gclub.findTransfer = async () => {
      throw new GameProviderError("TIMEOUT", "no answer in time");
    };
    expect((await settle(job.id)).json().error.code).toBe("PROVIDER_UNAVAILABLE");

    gclub.findTransfer = async () => ({ ...found!, providerReference: "SBX-1" });
    const done = await settle(job.id, { checkedAtProvider: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.providerReference).toBe("SBX-1");
    expect(await ledgerOf(player.id, order.code)).toMatchObject([{ providerReference: "SBX-1" }]);
  });

  it("ends with exactly one outcome when staff settle and retry or give up at once", async () => {
    for (const other of ["retry", "give-up"] as const) {
      const { cookie, player, order, job } = await stoppedDeposit();
      const [settled, raced] = await Promise.all([
        settle(job.id),
        staffPost(
          t,
          `/jobs/${job.id}/${other}`,
          other === "retry" ? {} : { note: "not at AMB", checkedAtProvider: true },
        ),
      ]);
      const codes = [settled.statusCode, raced.statusCode].sort();
      expect(codes, other).toEqual([200, 409]);
      const status = await depositStatus(t.app, cookie, order.code);
      const ledger = await ledgerOf(player.id, order.code);
      if (settled.statusCode === 200) {
        expect(status).toBe("SUCCESS");
        expect(ledger).toHaveLength(1);
        expect((await jobOf(job.dedupeKey)).lastError).toMatch(/^Recorded as done/);
      } else {
        expect(status).toBe(other === "retry" ? "PAID" : "FAILED");
        expect(ledger).toEqual([]);
        expect((await jobOf(job.dedupeKey)).status).toBe(other === "retry" ? "pending" : "done");
        // The retried job runs now, so it takes no other test's lost answer.
        await t.app.jobs.runDueJobs();
      }
    }
  });
});

describe("recording a withdrawal's stopped transfer as done", () => {
  it("takes the credit as the provider's answer would have: the order moves on to the cashier", async () => {
    const gclub = asProvider("gclub", "none");
    const { cookie, player } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "200");
    loseNextAnswer(gclub, "transferOut", order.code);
    const job = await stopForStaff(`withdrawal.transfer-out:${order.code}`);
    expect(await providerCredit(t.app, cookie)).toBe("300.00");
    expect((await staffAct(t, order.code, "approve")).json().error.code).toBe("ORDER_NOT_OPEN");

    const response = await settle(job.id, { checkedAtProvider: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      order: { code: order.code, status: "OPEN" },
      providerReference: null,
      job: { lastError: expect.stringMatching(/^Recorded as done by admin-token \(it had failed/) },
    });
    expect(await ledgerOf(player.id, order.code)).toEqual([
      { kind: "WITHDRAWAL_OUT", provider: "gclub", amount: "-200.00", providerReference: null },
    ]);
    expect((await settle(job.id)).json().error.code).toBe("ALREADY_RESOLVED");
    expect((await staffAct(t, order.code, "approve")).statusCode).toBe(200);
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("300.00");
  });

  it("records a rejected withdrawal's credit as back in the game", async () => {
    const gclub = asProvider("gclub", "none");
    const { cookie, player } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "200");
    await t.app.jobs.runDueJobs();
    expect((await staffAct(t, order.code, "reject", { reason: "wrong account" })).statusCode).toBe(200);
    loseNextAnswer(gclub, "transferIn", order.code);
    const job = await stopForStaff(`withdrawal.refund:${order.code}`);
    expect(await providerCredit(t.app, cookie)).toBe("500.00");

    const response = await settle(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toEqual({ code: order.code, status: "REJECTED" });
    expect((await ledgerOf(player.id, order.code)).map((entry) => entry.kind)).toEqual([
      "WITHDRAWAL_OUT",
      "WITHDRAWAL_REFUND",
    ]);
    expect((await settle(job.id)).json().error.code).toBe("ALREADY_RESOLVED");
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
  });
});

describe("recording a credit transfer's stopped leg as done", () => {
  async function transferStatus(cookie: string, code: string) {
    const page = (await get(t.app, "/api/v2/credits/transfers", { cookie })).json().data;
    return page.items.find((item: { id: string }) => item.id === code).status as string;
  }

  async function startTransfer(cookie: string) {
    const response = await post(
      t.app,
      "/api/v2/credits/transfers",
      { from: "gclub", to: "alphabet", amount: "150.00" },
      { cookie },
    );
    expect(response.statusCode).toBe(201);
    return response.json().data.transfer.id as string;
  }

  it("records the leg out and the leg into the other game runs", async () => {
    const gclub = asProvider("gclub", "none");
    const { cookie, player } = await fundedPlayer(t, 500);
    const code = await startTransfer(cookie);
    loseNextAnswer(gclub, "transferOut", code);
    const job = await stopForStaff(`transfer.out:${code}`);

    const response = await settle(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toEqual({ code, status: "PENDING" });
    await t.app.jobs.runDueJobs();
    expect(await transferStatus(cookie, code)).toBe("SUCCESS");
    expect(await ledgerOf(player.id, code)).toMatchObject([
      { kind: "TRANSFER_OUT", provider: "gclub", amount: "-150.00", providerReference: "AMB-7731" },
      { kind: "TRANSFER_IN", provider: "alphabet", amount: "150.00" },
    ]);
    expect(await providerCredit(t.app, cookie, "gclub")).toBe("350.00");
    expect(await providerCredit(t.app, cookie, "alphabet")).toBe("150.00");
    expect((await settle(job.id)).json().error.code).toBe("ALREADY_RESOLVED");
  });

  it("records the leg in: the transfer succeeds", async () => {
    const alphabet = asProvider("alphabet", "none");
    const { cookie, player } = await fundedPlayer(t, 500);
    const code = await startTransfer(cookie);
    loseNextAnswer(alphabet, "transferIn", code);
    await t.app.jobs.runDueJobs();
    const job = await stopForStaff(`transfer.in:${code}`);

    const response = await settle(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toEqual({ code, status: "SUCCESS" });
    expect(await transferStatus(cookie, code)).toBe("SUCCESS");
    expect((await ledgerOf(player.id, code)).map((entry) => entry.kind)).toEqual([
      "TRANSFER_OUT",
      "TRANSFER_IN",
    ]);
    expect(await providerCredit(t.app, cookie, "alphabet")).toBe("150.00");
    expect((await settle(job.id)).json().error.code).toBe("ALREADY_RESOLVED");
  });
});
