import { PAID_AT_CLOCK_SKEW_MS } from "@kham/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/staff.ts";
import { withdrawalOrders } from "../../db/schema/withdrawals.ts";
import { buildTestApp, get, post, type TestApp } from "../../test/helper.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";
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

/** A real 1×1 PNG, as a transfer slip's stand-in. */
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

async function transferredOrder() {
  const player = await fundedPlayer(t, 1000);
  const order = await openWithdrawal(t, player.cookie, "300");
  await t.app.jobs.runDueJobs();
  return { ...player, order };
}

const approve = (code: string, body: unknown) => staffAct(t, code, "approve", body);

const payouts = async (playerId: string, code: string) =>
  (await listPlayerLedger(t.database.db, playerId)).filter(
    (entry) => entry.orderCode === code && entry.kind === "WITHDRAWAL_PAYOUT",
  );

const stored = async (code: string) =>
  (await t.database.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.code, code)))[0]!;

const approvalsAudited = async (code: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "withdrawal.approve"), eq(auditLog.targetId, code)));

describe("approving a withdrawal with the payout's proof", () => {
  it.each([
    ["no reference", {}, "reference"],
    ["a blank reference", { reference: "   " }, "reference"],
    ["a reference over 64 characters", { reference: "F".repeat(65) }, "reference"],
    ["a reference with a line break", { reference: "FT1\nFT2" }, "reference"],
    ["a paid time that is no time", { reference: "FT1", paidAt: "yesterday" }, "paidAt"],
    ["a slip from elsewhere", { reference: "FT1", slipUrl: "https://evil.example/slip.png" }, "slipUrl"],
    ["a slip path of the site", { reference: "FT1", slipUrl: "/promotions/welcome.svg" }, "slipUrl"],
  ])("refuses %s with 400 and changes nothing", async (_name, body, field) => {
    const { cookie, player, order } = await transferredOrder();
    const response = await approve(order.code, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    expect(await payouts(player.id, order.code)).toEqual([]);
    expect(await approvalsAudited(order.code)).toEqual([]);
  });

  it("refuses a paid time ahead of the clock or before the order, in words staff can read", async () => {
    const { cookie, order } = await transferredOrder();
    const now = t.clock.now().getTime();
    const created = new Date((await stored(order.code)).createdAt).getTime();
    const cases = [
      [new Date(now + PAID_AT_CLOCK_SKEW_MS + 60_000), "validation.paid_at_future"],
      [new Date(created - PAID_AT_CLOCK_SKEW_MS - 60_000), "validation.paid_at_before_order"],
    ] as const;
    for (const [paidAt, reason] of cases) {
      const response = await approve(order.code, { reference: "FT1", paidAt: paidAt.toISOString() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR", fields: { paidAt: reason } });
    }
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
  });

  it("refuses a slip address of this site's media that names no uploaded image", async () => {
    const { cookie, order } = await transferredOrder();
    const response = await approve(order.code, { reference: "FT1", slipUrl: `/media/${"a".repeat(64)}.png` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ slipUrl: "validation.image_not_uploaded" });
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
  });

  it("stores the proof with SUCCESS and shows it to the player and to staff", async () => {
    const { cookie, player, order } = await transferredOrder();
    const slip = await staffPost(t, "/withdrawals/slips", { image: PNG });
    expect(slip.statusCode, slip.body).toBe(200);
    const slipUrl = slip.json().data.url as string;
    t.clock.advance(10 * 60_000);
    // Paid a few minutes ago, in Vientiane's offset: stored as the instant it names.
    const paidAt = new Date(t.clock.now().getTime() - 3 * 60_000);
    const local = new Date(paidAt.getTime() + 7 * 3_600_000).toISOString().replace("Z", "+07:00");
    const approved = await approve(order.code, { reference: "  FT26120200417  ", paidAt: local, slipUrl });
    expect(approved.statusCode, approved.body).toBe(200);
    const proof = { reference: "FT26120200417", paidAt: paidAt.toISOString(), slipUrl };
    expect(approved.json().data).toMatchObject({ status: "SUCCESS", payoutProof: proof });

    const mine = (await get(t.app, `/api/v2/withdrawals/${order.code}`, { cookie })).json().data;
    expect(mine).toMatchObject({ status: "SUCCESS", payout: order.payout, payoutProof: proof });
    const history = (await get(t.app, "/api/v2/withdrawals?page=1&pageSize=10", { cookie })).json().data;
    expect(history.items.find((item: { code: string }) => item.code === order.code).payoutProof).toEqual(
      proof,
    );
    const listed = (await staffGet(t, `/withdrawals?search=${order.code}`)).json().data.items[0];
    expect(listed.payoutProof).toEqual(proof);
    expect(await payouts(player.id, order.code)).toHaveLength(1);
  });

  it("takes now as the paid time when none is given, and leaves the slip out", async () => {
    const { order } = await transferredOrder();
    const approved = await approve(order.code, { reference: "BCEL-778812" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.payoutProof).toEqual({
      reference: "BCEL-778812",
      paidAt: t.clock.now().toISOString(),
    });
  });

  it("shows no proof on an order that is not paid", async () => {
    const { cookie, order } = await transferredOrder();
    expect(
      (await get(t.app, `/api/v2/withdrawals/${order.code}`, { cookie })).json().data.payoutProof,
    ).toBeNull();
    const rejected = await staffAct(t, order.code, "reject", { reason: "wrong name" });
    expect(rejected.json().data.payoutProof).toBeNull();
  });

  it("refuses a second approval and keeps the first proof", async () => {
    const { player, order } = await transferredOrder();
    expect((await approve(order.code, { reference: "FIRST-1" })).statusCode).toBe(200);
    const again = await approve(order.code, { reference: "SECOND-2" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("ORDER_NOT_OPEN");
    expect((await stored(order.code)).payoutReference).toBe("FIRST-1");
    expect(await payouts(player.id, order.code)).toHaveLength(1);
  });

  it("pays once when two staff approve at the same moment, and keeps the winner's reference", async () => {
    const { player, order } = await transferredOrder();
    const answers = await Promise.all(
      ["RACE-A", "RACE-B", "RACE-C"].map((reference) => approve(order.code, { reference })),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    expect((await stored(order.code)).payoutReference).toBe(won[0]!.json().data.payoutProof.reference);
    expect(await payouts(player.id, order.code)).toHaveLength(1);
  });

  it("audits the approval with its reference", async () => {
    const { order } = await transferredOrder();
    await approve(order.code, { reference: "AUDIT-REF-9" });
    const [entry] = await approvalsAudited(order.code);
    expect(entry?.after).toMatchObject({ status: "SUCCESS", payoutProof: { reference: "AUDIT-REF-9" } });
  });
});

describe("finding a withdrawal by its payout reference", () => {
  it("matches the reference from its start, whatever its case, and only literally", async () => {
    const { order } = await transferredOrder();
    const other = await transferredOrder();
    await approve(order.code, { reference: "LDB-2026%X-0042" });
    await approve(other.order.code, { reference: "LDB-2026-0043" });
    const found = async (search: string) =>
      (await staffGet(t, `/withdrawals?search=${encodeURIComponent(search)}`))
        .json()
        .data.items.map((item: { code: string }) => item.code);
    expect(await found("LDB-2026%X-0042")).toEqual([order.code]);
    expect(await found("ldb-2026%x")).toEqual([order.code]);
    expect(await found("LDB-2026-0043")).toEqual([other.order.code]);
    // `%` is a character of the reference, not a wildcard.
    expect(await found("LDB-2026%0043")).toEqual([]);
    expect(await found("LDB-2026")).toEqual(expect.arrayContaining([order.code, other.order.code]));
  });
});

describe("uploading a transfer slip", () => {
  it("is for staff who approve withdrawals: finance may, support gets 403", async () => {
    const secrets = new Map<string, string>();
    const finance = await staffLogin(t, await createStaff(t, "finance"), secrets);
    const support = await staffLogin(t, await createStaff(t, "support"), secrets);
    const url = "/api/admin/v1/agencies/demo/withdrawals/slips";
    expect((await post(t.app, url, { image: PNG }, { cookie: support })).statusCode).toBe(403);
    const uploaded = await post(t.app, url, { image: PNG }, { cookie: finance });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.url).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const refused = await post(
      t.app,
      url,
      { image: Buffer.from("<svg/>").toString("base64") },
      { cookie: finance },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ image: "validation.image_type" });
  });
});
