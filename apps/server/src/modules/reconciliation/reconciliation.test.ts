import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/deposits.ts";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";
import { depositingPlayer, depositStatus, openDeposit, sendWebhook } from "../deposits/test-support.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = "2026-11-20";
/** Lao midnight at the start of DAY, in UTC. */
const MIDNIGHT = Date.parse("2026-11-19T17:00:00Z");

function reconciliation(query: string, headers: Record<string, string> = admin) {
  return get(t.app, `/api/admin/v1/agencies/demo/reconciliation${query}`, { headers });
}

async function paidAt(code: string, at: number) {
  await t.database.db
    .update(payments)
    .set({ paidAt: new Date(at) })
    .where(eq(payments.orderCode, code));
}

/** A player's order the bank paid (with `amount`, or the order's own), its payment dated `at`. */
async function paidOrder(at: number, amount?: string) {
  const player = await depositingPlayer(t.app);
  const order = await openDeposit(t.app, player.cookie);
  const webhook = await sendWebhook(t.app, order, { now: t.clock.now(), ...(amount ? { amount } : {}) });
  expect(webhook.statusCode).toBe(200);
  await paidAt(order.code, at);
  return { ...order, username: player.username as string, cookie: player.cookie };
}

describe("a Lao day's reconciliation", () => {
  let credited: Awaited<ReturnType<typeof paidOrder>>;
  let beforeMidnight: Awaited<ReturnType<typeof paidOrder>>;
  let mismatched: Awaited<ReturnType<typeof paidOrder>>;
  let waiting: Awaited<ReturnType<typeof paidOrder>>;
  const unknownCode = "D0000000000000000ZZ";

  beforeAll(async () => {
    t.clock.set(new Date(MIDNIGHT + 3_600_000));
    const expiring = await depositingPlayer(t.app);
    await openDeposit(t.app, expiring.cookie);
    credited = await paidOrder(MIDNIGHT + 1_000);
    beforeMidnight = await paidOrder(MIDNIGHT - 1_000);
    mismatched = await paidOrder(MIDNIGHT + 60_000, "65000");
    const unknown = await sendWebhook(
      t.app,
      { code: unknownCode, amount: "20000", currency: "LAK" },
      { now: t.clock.now() },
    );
    expect(unknown.statusCode).toBe(200);
    await paidAt(unknownCode, MIDNIGHT + 120_000);
    // Past the open orders' life: the credits are transferred and the unpaid order expires.
    t.clock.advance(20 * 60_000);
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, credited.cookie, credited.code)).toBe("SUCCESS");
    // Paid, its credit not transferred yet: no job runs after it.
    waiting = await paidOrder(MIDNIGHT + 86_400_000 - 1_000);
    expect(await depositStatus(t.app, waiting.cookie, waiting.code)).toBe("PAID");
  });

  it("puts each payment of the day in the group its money is in, with totals per group", async () => {
    const response = await reconciliation(`?day=${DAY}`);
    expect(response.statusCode).toBe(200);
    const day = response.json().data;
    expect(day.day).toBe(DAY);
    expect(day.credited).toMatchObject({
      count: 1,
      totals: [{ currency: "LAK", amount: "66000.00" }],
      rows: [
        {
          orderCode: credited.code,
          username: credited.username,
          amount: "66000.00",
          currency: "LAK",
          reference: `REF${credited.code}`,
          paidAt: new Date(MIDNIGHT + 1_000).toISOString(),
          status: "CREDITED",
          orderStatus: "SUCCESS",
        },
      ],
    });
    expect(day.waiting).toMatchObject({
      count: 1,
      totals: [{ currency: "LAK", amount: "66000.00" }],
      rows: [{ orderCode: waiting.code, username: waiting.username, orderStatus: "PAID" }],
    });
    expect(day.unmatched).toMatchObject({
      count: 2,
      totals: [{ currency: "LAK", amount: "85000.00" }],
      rows: [
        {
          orderCode: mismatched.code,
          username: mismatched.username,
          amount: "65000.00",
          unmatchedReason: "AMOUNT_MISMATCH",
          orderStatus: "CANCELED",
        },
        { orderCode: unknownCode, username: null, unmatchedReason: "UNKNOWN_ORDER", orderStatus: null },
      ],
    });
    // The unpaid order, and the one whose payment had the wrong amount.
    expect(day.expiredUnpaid).toBe(2);
  });

  it("counts a payment a second before Lao midnight in the day before", async () => {
    const before = (await reconciliation("?day=2026-11-19")).json().data;
    expect(before.credited.rows.map((row: { orderCode: string }) => row.orderCode)).toEqual([
      beforeMidnight.code,
    ]);
    expect(before.expiredUnpaid).toBe(0);
    const after = (await reconciliation("?day=2026-11-21")).json().data;
    expect(after.waiting.count + after.credited.count + after.unmatched.count).toBe(0);
  });

  it("is today's Lao day without a day", async () => {
    const today = (await reconciliation("")).json().data;
    expect(today.day).toBe(DAY);
    expect(today.credited.count).toBe(1);
  });

  it("shows agency staff who read orders their agency's payments only; others are refused", async () => {
    const secrets = new Map<string, string>();
    const support = await staffLogin(t, await createStaff(t, "support"), secrets);
    const day = (await reconciliation(`?day=${DAY}`, { cookie: support })).json().data;
    expect(day.unmatched.rows.map((row: { orderCode: string }) => row.orderCode)).toEqual([mismatched.code]);
    const marketing = await staffLogin(t, await createStaff(t, "marketing"), secrets);
    expect((await reconciliation(`?day=${DAY}`, { cookie: marketing })).statusCode).toBe(403);
  });

  it("refuses a day that is not a calendar day with a translated error", async () => {
    const response = await reconciliation("?day=2026-02-30");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ day: "validation.day_invalid" });
  });
});
