import { GIVE_UP_AFTER_MINUTES } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GameProvider, GameProviderError } from "../../adapters/game-provider/types.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { ADMIN_TOKEN, buildTestApp, post, type TestApp } from "../../test/helper.ts";
import {
  createDeposit,
  depositingPlayer,
  depositStatus,
  openDeposit,
  providerCredit,
  sendWebhook,
} from "../deposits/test-support.ts";
import {
  createWithdrawal,
  fundedPlayer,
  openWithdrawal,
  staffAct,
  staffGet,
  staffPost,
  withdrawalStatus,
} from "../withdrawals/test-support.ts";
import { reviveDeadJob } from "./repository.ts";

const SETTLED_MS = GIVE_UP_AFTER_MINUTES * 60_000;
let t: TestApp;
let gclub: GameProvider;
beforeAll(async () => {
  t = await buildTestApp();
  gclub = t.app.gameProviders.gclub;
});
afterAll(() => t.close());

const memberGone = async () => {
  throw new GameProviderError("MEMBER_NOT_FOUND", "No member: the provider closed the account");
};

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

/**
 * Runs the job's one attempt (its attempts cut to one) with `call` failing: the job dies. Then the
 * time passes after which a dead job may be given up.
 */
async function killJob(dedupeKey: string, name: "transferIn" | "transferOut") {
  const job = await jobOf(dedupeKey);
  await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, job.id));
  const original = gclub[name];
  gclub[name] = memberGone;
  try {
    await t.app.jobs.runDueJobs();
  } finally {
    gclub[name] = original;
  }
  const dead = await jobOf(dedupeKey);
  expect(dead).toMatchObject({ status: "dead", lastError: expect.stringContaining("closed the account") });
  t.clock.advance(SETTLED_MS);
  return dead;
}

/** A player whose paid deposit's credit could not reach gclub: the order PAID, its transfer dead. */
async function stuckDeposit() {
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  expect((await sendWebhook(t.app, order, { now: t.clock.now() })).statusCode).toBe(200);
  const job = await killJob(`deposit.transfer:${order.code}`, "transferIn");
  expect(await depositStatus(t.app, player.cookie, order.code)).toBe("PAID");
  return { ...player, order, job };
}

function giveUp(id: number, note: unknown = "gclub closed the member account; ticket 1187") {
  return staffPost(t, `/jobs/${id}/give-up`, { note });
}

async function unmatchedPaymentOf(code: string) {
  const page = (await staffGet(t, "/payments?status=UNMATCHED&pageSize=100")).json().data;
  return page.items.find((payment: { orderCode: string }) => payment.orderCode === code);
}

async function auditOf(action: string, targetId: string) {
  const page = (await staffGet(t, "/audit?pageSize=100")).json().data;
  return page.items.filter(
    (entry: { action: string; targetId: string }) => entry.action === action && entry.targetId === targetId,
  );
}

describe("giving up a paid deposit's transfer that died", () => {
  it("fails the order and hands its payment back to staff, who credit it again", async () => {
    const { cookie, order, job } = await stuckDeposit();
    // While the order is PAID the player cannot start another deposit.
    expect((await createDeposit(t.app, cookie)).json().error.code).toBe("OPEN_ORDER");

    const response = await giveUp(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      job: {
        id: job.id,
        status: "done",
        lastError: expect.stringMatching(/^Given up by admin-token: gclub closed/),
      },
      order: { code: order.code, status: "FAILED" },
    });
    expect((await jobOf(job.dedupeKey)).lastError).toContain("closed the account");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("FAILED");
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
    const [entry] = await auditOf("job.give-up", String(job.id));
    expect(entry).toMatchObject({ before: { status: "dead" }, after: { order: { code: order.code } } });

    // The payment waits for staff as a failed credit; crediting it moves the credit once.
    const payment = await unmatchedPaymentOf(order.code);
    expect(payment).toMatchObject({ unmatchedReason: "CREDIT_FAILED", amount: order.amount });
    const username = (await staffGet(t, `/deposits?search=${order.code}`)).json().data.items[0].username;
    const resolved = await staffPost(t, `/payments/${payment.id}/resolve`, {
      credit: { username, provider: "gclub" },
      note: "credited again after the member was restored",
    });
    expect(resolved.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    // And the player may deposit again.
    expect((await createDeposit(t.app, cookie)).statusCode).toBe(201);
  });

  it("changes nothing when the provider has the transfer: retrying records it", async () => {
    const { cookie, player, order, job } = await stuckDeposit();
    // The provider made the transfer after all (a late one), so the money is in the game.
    await gclub.transferIn({
      memberUsername: `demo_${player.username}`,
      amount: "100.00",
      reference: order.code,
    });

    const refused = await giveUp(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("TRANSFER_EXISTS");
    expect(await jobOf(job.dedupeKey)).toMatchObject({ status: "dead", updatedAt: job.updatedAt });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(await unmatchedPaymentOf(order.code)).toBeUndefined();
    expect(await auditOf("job.give-up", String(job.id))).toEqual([]);

    expect((await staffPost(t, `/jobs/${job.id}/retry`)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });

  it("changes nothing when the provider cannot be asked", async () => {
    const { cookie, order, job } = await stuckDeposit();
    const original = gclub.findTransfer;
    gclub.findTransfer = async () => {
      throw new GameProviderError("TIMEOUT", "no answer in time");
    };
    try {
      const refused = await giveUp(job.id);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe("PROVIDER_UNAVAILABLE");
      // Another system's words stay in the log.
      expect(refused.json().error.message).not.toContain("no answer in time");
    } finally {
      gclub.findTransfer = original;
    }
    expect((await jobOf(job.dedupeKey)).status).toBe("dead");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
  });

  it("changes nothing when the job was retried, and died again, while the provider was asked", async () => {
    const { cookie, order, job } = await stuckDeposit();
    const original = gclub.findTransfer;
    const originalIn = gclub.transferIn;
    gclub.findTransfer = async (reference) => {
      gclub.findTransfer = original;
      // Meanwhile another staff member retried it, and it ran and died again: whatever that run
      // did at the provider, this answer is older than it.
      await reviveDeadJob(t.database.db, {
        id: job.id,
        agencyId: job.agencyId!,
        includeUnassigned: false,
        now: t.clock.now(),
      });
      await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, job.id));
      t.clock.advance(1000);
      gclub.transferIn = memberGone;
      await t.app.jobs.runDueJobs();
      return original(reference);
    };
    try {
      const refused = await giveUp(job.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("ALREADY_RESOLVED");
    } finally {
      gclub.findTransfer = original;
      gclub.transferIn = originalIn;
    }
    const again = await jobOf(job.dedupeKey);
    expect(again.status).toBe("dead");
    expect(again.updatedAt.getTime()).toBeGreaterThan(job.updatedAt.getTime());
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    // Staff look again, and give up the job as it now is once its last call has settled.
    expect((await giveUp(job.id)).json().error.code).toBe("JOB_TOO_RECENT");
    t.clock.advance(SETTLED_MS);
    expect((await giveUp(job.id)).statusCode).toBe(200);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("FAILED");
  });

  it("gives up a job whose time the database stamped to the microsecond", async () => {
    const { cookie, order, job } = await stuckDeposit();
    // As a default or a statement's now() stamps it: finer than the Date staff's view carries.
    await t.database.db
      .update(jobs)
      .set({ updatedAt: sql`'2026-11-28T10:00:00.123456Z'::timestamptz` })
      .where(eq(jobs.id, job.id));
    expect((await giveUp(job.id)).statusCode).toBe(200);
    expect(await depositStatus(t.app, cookie, order.code)).toBe("FAILED");
  });

  it("waits until the job has been dead long enough for its last call to have reached the provider", async () => {
    const { cookie, order, job } = await stuckDeposit();
    // Back to the moment it died, then to just before it may be given up.
    t.clock.set(new Date(job.updatedAt.getTime() + SETTLED_MS - 1000));
    const early = await giveUp(job.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("JOB_TOO_RECENT");
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    t.clock.advance(1000);
    expect((await giveUp(job.id)).statusCode).toBe(200);
  });

  it("refuses a job that is not dead, not a transfer, unknown or given no note", async () => {
    const { job } = await stuckDeposit();
    const noNote = await giveUp(job.id, "  ");
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { note: "admin.note_required" },
    });
    expect((await jobOf(job.dedupeKey)).status).toBe("dead");

    expect((await giveUp(job.id)).statusCode).toBe(200);
    const twice = await giveUp(job.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe("ALREADY_RESOLVED");

    const { cookie } = await depositingPlayer(t.app);
    const open = await openDeposit(t.app, cookie);
    const watch = await jobOf(`deposit.watch:${open.code}`);
    const notTransfer = await giveUp(watch.id);
    expect(notTransfer.statusCode).toBe(400);
    expect(notTransfer.json().error.code).toBe("VALIDATION_ERROR");
    expect(await depositStatus(t.app, cookie, open.code)).toBe("OPEN");

    expect((await giveUp(999_999_999)).json().error.code).toBe("NOT_FOUND");
    // Another agency's path does not reach this agency's job.
    const elsewhere = await post(
      t.app,
      `/api/admin/v1/agencies/other/jobs/${job.id}/give-up`,
      { note: "x" },
      {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      },
    );
    expect(elsewhere.json().error.code).toBe("NOT_FOUND");
  });

  it("refuses a transfer still being retried", async () => {
    const player = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, player.cookie);
    const original = gclub.transferIn;
    gclub.transferIn = memberGone;
    try {
      await sendWebhook(t.app, order, { now: t.clock.now() });
      await t.app.jobs.runDueJobs();
    } finally {
      gclub.transferIn = original;
    }
    const job = await jobOf(`deposit.transfer:${order.code}`);
    expect(job.status).toBe("pending");
    t.clock.advance(SETTLED_MS);
    const refused = await giveUp(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("ALREADY_RESOLVED");
    expect(await depositStatus(t.app, player.cookie, order.code)).toBe("PAID");
  });
});

describe("giving up a withdrawal's transfer out that died", () => {
  it("fails the order with the credit left in the game: staff could neither approve nor reject it", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "200");
    const job = await killJob(`withdrawal.transfer-out:${order.code}`, "transferOut");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    expect((await staffAct(t, order.code, "reject", { reason: "stuck" })).json().error.code).toBe(
      "ORDER_NOT_OPEN",
    );
    expect((await createWithdrawal(t, cookie, "100")).json().error.code).toBe("OPEN_ORDER");

    const response = await giveUp(job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toEqual({ code: order.code, status: "FAILED" });
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("FAILED");
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
    // The player may withdraw again, and this time the credit leaves.
    const next = await openWithdrawal(t, cookie, "100");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("400.00");
    expect((await staffAct(t, next.code, "approve")).statusCode).toBe(200);
  });

  it("changes nothing when the provider took the credit out after all", async () => {
    const { cookie, player } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "200");
    const job = await killJob(`withdrawal.transfer-out:${order.code}`, "transferOut");
    await gclub.transferOut({
      memberUsername: `demo_${player.username}`,
      amount: "200.00",
      reference: order.code,
    });

    const refused = await giveUp(job.id);
    expect(refused.json().error.code).toBe("TRANSFER_EXISTS");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    expect((await staffPost(t, `/jobs/${job.id}/retry`)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await staffAct(t, order.code, "approve")).statusCode).toBe(200);
    expect(await providerCredit(t.app, cookie)).toBe("300.00");
  });
});
