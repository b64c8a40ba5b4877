import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotions, promotionUsages } from "../../db/schema/promotions.ts";
import { auditLog } from "../../db/schema/staff.ts";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  OTHER_HOST,
  post,
  register,
  type TestApp,
} from "../../test/helper.ts";
import {
  createDeposit,
  depositingPlayer,
  loseFirstTransferAnswer,
  openDeposit,
  providerCredit,
} from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { createWithdrawal } from "../withdrawals/test-support.ts";
import {
  CAPPED_WITHDRAW_ALL,
  cancelUsage,
  codeOf,
  DEMO_SELL,
  depositAndPay,
  promotionBody,
  promotionFor,
  recheck,
  usePromotion,
  usingNow,
} from "./test-support.ts";
import { endUsage } from "./usages-repository.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The player's credit at a provider moves as if they played: a loss taken at the sandbox provider. */
async function loseCredit(username: string, amount: string, provider = "gclub" as const) {
  await t.app.gameProviders[provider].transferOut({
    memberUsername: `demo_${username}`,
    amount,
    reference: `ROUND${Math.random().toString(36).slice(2, 12)}`,
  });
}

describe("the promotion list", () => {
  it("shows visitors and players the live promotions, in four languages, and hides the rest", async () => {
    const inactive = await promotionFor(t, { status: "INACTIVE" });
    const future = await promotionFor(t, {
      startsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    const over = await promotionFor(t, {
      startsAt: new Date(t.clock.now().getTime() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
    });
    const live = await promotionFor(t);
    const response = await get(t.app, "/api/v2/promotions");
    expect(response.statusCode).toBe(200);
    const list = response.json().data as Array<{ id: string; title: Record<string, string> }>;
    const ids = list.map((promotion) => promotion.id);
    expect(ids).toContain(live);
    for (const hidden of [inactive, future, over]) expect(ids).not.toContain(hidden);
    // The seeded demo promotions come first, with a title in every language.
    expect(list[0]!.title).toMatchObject({ lo: "ໂບນັດຕ້ອນຮັບ 100%", th: "โบนัสต้อนรับ 100%" });
    expect(Object.keys(list[0]!.title).sort()).toEqual(["cn", "lo", "th", "vn"]);
    const elsewhere = await get(t.app, "/api/v2/promotions", { host: OTHER_HOST });
    expect(elsewhere.json().data).toEqual([]);
  });
});

describe("a promotion's image", () => {
  const PROMOTIONS = "/api/admin/v1/agencies/demo/promotions";
  /** A real 1×1 PNG, with a byte of its own per call so each upload is a new image. */
  const png = (tag: number) =>
    Buffer.concat([
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
        "base64",
      ),
      Buffer.from([tag]),
    ]);
  const create = (imageUrl: string) =>
    post(t.app, PROMOTIONS, promotionBody(t, { imageUrl }), { headers: admin });
  const change = (id: string, imageUrl: string) =>
    t.app.inject({
      method: "PUT",
      url: `${PROMOTIONS}/${id}`,
      headers: { host: "localhost", "content-type": "application/json", ...admin },
      payload: JSON.stringify(promotionBody(t, { imageUrl })),
    });
  const count = async () => (await t.database.db.select({ id: promotions.id }).from(promotions)).length;

  it("is an image uploaded here, one of the app's own banners or an https address", async () => {
    const uploaded = await post(
      t.app,
      `${PROMOTIONS}/images`,
      { image: png(1).toString("base64") },
      {
        headers: admin,
      },
    );
    expect(uploaded.statusCode).toBe(200);
    for (const imageUrl of [
      uploaded.json().data.url,
      "/promotions/daily-reload.svg",
      "https://cdn.example.com/banner.png",
    ]) {
      const response = await create(imageUrl);
      expect(response.statusCode, imageUrl).toBe(201);
      expect(response.json().data.imageUrl).toBe(imageUrl);
    }
  });

  it.each([
    ["javascript:alert(1)", "validation.image_url"],
    ["http://cdn.example.com/banner.png", "validation.image_url"],
    ["data:image/png;base64,iVBORw0KGgo=", "validation.image_url"],
    ["/api/v2/players/me", "validation.image_url"],
    [`/media/${"0".repeat(64)}.png`, "validation.image_not_uploaded"],
  ])("refuses %s with a field error and stores nothing", async (imageUrl, reason) => {
    const before = await count();
    const response = await create(imageUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR", fields: { imageUrl: reason } });
    expect(await count()).toBe(before);
  });

  it("refuses an uploaded image under another type's name, and a change to a refused one", async () => {
    const uploaded = await post(
      t.app,
      `${PROMOTIONS}/images`,
      { image: png(2).toString("base64") },
      {
        headers: admin,
      },
    );
    const wrongType = (uploaded.json().data.url as string).replace(/\.png$/, ".jpg");
    expect((await create(wrongType)).json().error.fields).toEqual({
      imageUrl: "validation.image_not_uploaded",
    });

    const id = await promotionFor(t);
    for (const imageUrl of ["javascript:alert(1)", `/media/${"1".repeat(64)}.webp`]) {
      const changed = await change(id, imageUrl);
      expect(changed.statusCode).toBe(400);
      expect(changed.json().error.code).toBe("VALIDATION_ERROR");
    }
    const [stored] = await t.database.db.select().from(promotions).where(eq(promotions.id, id));
    expect(stored?.imageUrl).toBe("/promotions/welcome.svg");
  });

  it("is left out when one stored before the rule is refused now", async () => {
    const id = await promotionFor(t);
    await t.database.db
      .update(promotions)
      .set({ imageUrl: "javascript:alert(1)" })
      .where(eq(promotions.id, id));
    const live = (await get(t.app, "/api/v2/promotions")).json().data as Array<{
      id: string;
      imageUrl: string;
    }>;
    expect(live.find((promotion) => promotion.id === id)?.imageUrl).toBe("");
    const staffList = (await get(t.app, PROMOTIONS, { headers: admin })).json().data as Array<{
      id: string;
      imageUrl: string;
    }>;
    expect(staffList.find((promotion) => promotion.id === id)?.imageUrl).toBe("");

    // Staff put a good one in its place; the audit keeps the one it replaced, as stored.
    expect((await change(id, "https://cdn.example.com/fixed.png")).statusCode).toBe(200);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "promotion.update"), eq(auditLog.targetId, id)));
    expect(audited?.before).toMatchObject({ imageUrl: "javascript:alert(1)" });
  });
});

describe("taking a promotion", () => {
  it("answers each rule with its code, in order", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    expect(codeOf(await usePromotion(t, player.cookie, promotion, "alphabet"))).toEqual([
      400,
      "VALIDATION_ERROR",
    ]);
    expect(codeOf(await usePromotion(t, player.cookie, "00000000-0000-4000-8000-000000000000"))).toEqual([
      404,
      "NOT_FOUND",
    ]);

    const inactive = await promotionFor(t, { status: "INACTIVE" });
    expect(codeOf(await usePromotion(t, player.cookie, inactive))).toEqual([422, "PROMOTION_INACTIVE"]);

    // An open deposit must be closed first.
    const order = await openDeposit(t.app, player.cookie);
    expect(codeOf(await usePromotion(t, player.cookie, promotion))).toEqual([
      422,
      "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
    ]);
    await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie: player.cookie });

    // Credit already in play at that provider.
    await depositAndPay(t, player.cookie, 60, "askmebet");
    expect(codeOf(await usePromotion(t, player.cookie, promotion, "askmebet"))).toEqual([
      422,
      "PROMOTION_CREDIT_USED",
    ]);

    // First-deposit promotions are for players with no successful deposit, and backlist tells the app so.
    expect((await get(t.app, "/api/v2/players/backlist", { cookie: player.cookie })).json().data).toEqual({
      blocked: false,
      hasDeposited: true,
    });
    const welcome = await promotionFor(t, { kind: "FIRST_DEPOSIT" });
    expect(codeOf(await usePromotion(t, player.cookie, welcome))).toEqual([
      422,
      "PROMOTION_ONLY_FOR_FIRST_ORDER",
    ]);

    const taken = await usePromotion(t, player.cookie, promotion);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data).toMatchObject({
      status: "USED",
      provider: "gclub",
      bonus: "0.00",
      deposited: false,
    });
    const other = await promotionFor(t);
    expect(codeOf(await usePromotion(t, player.cookie, other))).toEqual([422, "PROMOTION_USAGE"]);
  });

  it("refuses a blocked player, and backlist says so", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    expect((await get(t.app, "/api/v2/players/backlist", { cookie: player.cookie })).json().data).toEqual({
      blocked: false,
      hasDeposited: false,
    });
    await post(t.app, `/api/admin/v1/agencies/demo/players/${player.username}/block`, {}, { headers: admin });
    expect((await get(t.app, "/api/v2/players/backlist", { cookie: player.cookie })).json().data).toEqual({
      blocked: true,
      hasDeposited: false,
    });
    expect(codeOf(await usePromotion(t, player.cookie, promotion))).toEqual([403, "PLAYER_BLOCKED"]);
  });

  it("refuses a promotion a player has had, and lets one cancelled before its deposit be taken again", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    const first = (await usePromotion(t, player.cookie, promotion)).json().data;
    expect((await cancelUsage(t, player.cookie, first.usageId)).statusCode).toBe(200);
    const again = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    expect((await cancelUsage(t, player.cookie, again.usageId)).statusCode).toBe(200);
    expect(codeOf(await usePromotion(t, player.cookie, promotion))).toEqual([422, "PROMOTION_ALREADY_USED"]);
  });

  it("leaves exactly one in use when three uses race", async () => {
    const promotions = [await promotionFor(t), await promotionFor(t), await promotionFor(t)];
    const player = await depositingPlayer(t.app);
    const answers = await Promise.all(promotions.map((id) => usePromotion(t, player.cookie, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422]);
    for (const answer of answers.filter((each) => each.statusCode === 422)) {
      expect(answer.json().error.code).toBe("PROMOTION_USAGE");
    }
    const rows = (await t.database.db.select().from(promotionUsages)).filter(
      (row) => row.playerId === player.player.id && row.status === "USED",
    );
    expect(rows).toHaveLength(1);
  });

  it("needs a session and a valid body", async () => {
    const promotion = await promotionFor(t);
    const visitor = await post(t.app, "/api/v2/promotions/use", {
      promotionId: promotion,
      providerId: "gclub",
    });
    expect(visitor.statusCode).toBe(401);
    const player = await register(t.app);
    const bad = await post(
      t.app,
      "/api/v2/promotions/use",
      { promotionId: "x", providerId: "gclub" },
      {
        cookie: player.cookie,
      },
    );
    expect(codeOf(bad)).toEqual([400, "VALIDATION_ERROR"]);
  });
});

describe("a promotion in use", () => {
  it("binds the deposit, credits the bonus, holds the withdrawal and takes the bonus back on cancel", async () => {
    const promotion = await promotionFor(t, {
      depositCredit: "100.00",
      bonusCredit: "50.00",
      requiredCredit: "300.00",
    });
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;

    // Only its provider, only exactly its deposit credit.
    expect(
      codeOf(await createDeposit(t.app, player.cookie, { provider: "askmebet", amount: "66000" })),
    ).toEqual([422, "PROMOTION_USAGE"]);
    expect(codeOf(await createDeposit(t.app, player.cookie, { amount: String(120 * DEMO_SELL) }))).toEqual([
      422,
      "PROMOTION_AMOUNT_MISMATCH",
    ]);
    const order = await depositAndPay(t, player.cookie, 100);
    expect(order.credit).toBe("100.00");
    expect(
      (await get(t.app, `/api/v2/deposits/${order.code}`, { cookie: player.cookie })).json().data,
    ).toMatchObject({
      status: "SUCCESS",
      bonus: "50.00",
    });
    expect(await providerCredit(t.app, player.cookie)).toBe("150.00");
    expect(await usingNow(t, player.cookie)).toMatchObject({
      bonus: "50.00",
      deposited: true,
      status: "USED",
    });

    // No second promotion deposit while its credit is in play.
    expect(codeOf(await createDeposit(t.app, player.cookie, { amount: "66000" }))).toEqual([
      422,
      "PROMOTION_CREDIT_USED",
    ]);
    // 150 credit is below the 300 required.
    expect(codeOf(await createWithdrawal(t, player.cookie, "150.00"))).toEqual([
      422,
      "PROMOTION_REQUIREMENT_NOT_MET",
    ]);

    const canceled = await cancelUsage(t, player.cookie, usage.usageId);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: "CANCELED", bonusRemoved: "50.00" });
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("100.00");
    const ledger = await listPlayerLedger(t.database.db, player.player.id);
    expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["DEPOSIT_CREDIT", "100.00"],
      ["DEPOSIT_BONUS", "50.00"],
      ["PROMOTION_BONUS_REMOVED", "-50.00"],
    ]);
    expect(codeOf(await cancelUsage(t, player.cookie, usage.usageId))).toEqual([409, "ALREADY_RESOLVED"]);
    // Without the promotion the player withdraws freely.
    expect((await createWithdrawal(t, player.cookie, "100.00")).statusCode).toBe(201);
  });

  it("takes back only what is left of the bonus when the player lost part of it", async () => {
    const promotion = await promotionFor(t, { bonusCredit: "50.00" });
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    await loseCredit(player.username, "120.00");
    const canceled = await cancelUsage(t, player.cookie, usage.usageId);
    expect(canceled.json().data.bonusRemoved).toBe("30.00");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("0.00");
  });

  it("pays a withdraw-all promotion at most its max credit, less the bonus, and ends it", async () => {
    const promotion = await promotionFor(t, CAPPED_WITHDRAW_ALL);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    expect(await providerCredit(t.app, player.cookie)).toBe("200.00");
    expect(codeOf(await createWithdrawal(t, player.cookie, "150.00"))).toEqual([
      422,
      "PROMOTION_REQUIREMENT_NOT_MET",
    ]);
    const withdrawal = await createWithdrawal(t, player.cookie, "200.00");
    expect(withdrawal.statusCode).toBe(201);
    expect(withdrawal.json().data).toMatchObject({
      amount: "200.00",
      creditReceived: "150.00",
      creditReturned: "50.00",
      bonusDeducted: "100.00",
      payout: String(50 * 640),
    });
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("0.00");
    expect(await usingNow(t, player.cookie)).toBeNull();
    const history = (await get(t.app, "/api/v2/promotions/usages", { cookie: player.cookie })).json().data;
    expect(history.items[0]).toMatchObject({
      usageId: usage.usageId,
      status: "SUCCESS",
      creditReturned: "50.00",
    });
    const ledger = await listPlayerLedger(t.database.db, player.player.id);
    expect(
      ledger.filter((entry) => entry.currency === "THB").map((entry) => [entry.kind, entry.amount]),
    ).toEqual([
      ["DEPOSIT_CREDIT", "100.00"],
      ["DEPOSIT_BONUS", "100.00"],
      ["WITHDRAWAL_OUT", "-150.00"],
      ["PROMOTION_EXCESS_RETURNED", "-50.00"],
    ]);
  });

  it("is ended by recheck once its credit is lost, and not before its deposit", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    expect((await recheck(t, player.cookie)).json().data.status).toBe("USED");
    await depositAndPay(t, player.cookie, 100);
    expect((await recheck(t, player.cookie)).json().data.status).toBe("USED");
    await loseCredit(player.username, "146.00");
    const rechecked = (await recheck(t, player.cookie)).json().data;
    expect(rechecked).toMatchObject({ status: "SUCCESS" });
    expect(await usingNow(t, player.cookie)).toBeNull();
    expect((await recheck(t, player.cookie)).json().data).toBeNull();
  });

  it("ends by itself when the player deposits again after losing its credit", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    await depositAndPay(t, player.cookie, 100);
    await loseCredit(player.username, "148.00");
    const order = await depositAndPay(t, player.cookie, 60);
    expect(
      (await get(t.app, `/api/v2/deposits/${order.code}`, { cookie: player.cookie })).json().data.bonus,
    ).toBe("0.00");
    expect(await usingNow(t, player.cookie)).toBeNull();
  });

  it("cannot be cancelled by another player, nor while its deposit is open", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    const stranger = await register(t.app);
    expect(codeOf(await cancelUsage(t, stranger.cookie, usage.usageId))).toEqual([404, "NOT_FOUND"]);
    await openDeposit(t.app, player.cookie);
    expect(codeOf(await cancelUsage(t, player.cookie, usage.usageId))).toEqual([
      422,
      "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
    ]);
    expect(await usingNow(t, player.cookie)).toMatchObject({ status: "USED" });
  });

  it("credits a late payment of its deposit without the bonus once the promotion was cancelled", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    const order = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie: player.cookie });
    expect((await cancelUsage(t, player.cookie, usage.usageId)).statusCode).toBe(200);
    const { sendWebhook } = await import("../deposits/test-support.ts");
    await sendWebhook(t.app, order, { now: t.clock.now() });
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("100.00");
    expect(
      (await get(t.app, `/api/v2/deposits/${order.code}`, { cookie: player.cookie })).json().data,
    ).toMatchObject({
      status: "SUCCESS",
      bonus: "0.00",
    });
  });

  it("is not ended by recheck while its paid deposit's credit is still on its way", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    const order = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    const { sendWebhook } = await import("../deposits/test-support.ts");
    await sendWebhook(t.app, order, { now: t.clock.now() });
    // Paid, not yet at the provider: the credit there is still 0, below the threshold.
    expect(await providerCredit(t.app, player.cookie)).toBe("0.00");
    expect((await recheck(t, player.cookie)).json().data.status).toBe("USED");

    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("150.00");
    expect(
      (await get(t.app, `/api/v2/deposits/${order.code}`, { cookie: player.cookie })).json().data,
    ).toMatchObject({ status: "SUCCESS", bonus: "50.00" });
    expect(await usingNow(t, player.cookie)).toMatchObject({ status: "USED" });
  });

  it("takes no other deposit while a late payment of its deposit is still being credited", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    const late = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    await post(t.app, `/api/v2/deposits/${late.code}/cancel`, {}, { cookie: player.cookie });
    const { sendWebhook } = await import("../deposits/test-support.ts");
    await sendWebhook(t.app, late, { now: t.clock.now() });
    // The recovered order is not the player's open one, but its promotion's credit is on its way.
    const another = await createDeposit(t.app, player.cookie, { amount: String(60 * DEMO_SELL) });
    expect(codeOf(another)).toEqual([422, "PROMOTION_USAGE"]);
    expect(await usingNow(t, player.cookie)).toMatchObject({ status: "USED" });

    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("150.00");
  });

  it("credits a paid deposit as it was settled when the provider's first answer was lost, whatever ends the usage meanwhile", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    const order = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    const { asked, restore } = loseFirstTransferAnswer(t.app.gameProviders.gclub);
    try {
      const { sendWebhook } = await import("../deposits/test-support.ts");
      await sendWebhook(t.app, order, { now: t.clock.now() });
      await t.app.jobs.runDueJobs();
      // Credit and bonus moved at the provider; the order does not know it yet.
      expect(await providerCredit(t.app, player.cookie)).toBe("150.00");
      await endUsage(t.database.db, usage.usageId, {
        status: "SUCCESS",
        reason: "RECHECK",
        now: t.clock.now(),
      });

      t.clock.advance(1000);
      await t.app.jobs.runDueJobs();
      // The retry asks the provider for the same transfer it made: found, never asked for less.
      expect(asked.calls).toBe(1);
      expect(
        (await get(t.app, `/api/v2/deposits/${order.code}`, { cookie: player.cookie })).json().data,
      ).toMatchObject({ status: "SUCCESS", bonus: "50.00" });
      expect(await providerCredit(t.app, player.cookie)).toBe("150.00");
      const ledger = await listPlayerLedger(t.database.db, player.player.id);
      expect(ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
        ["DEPOSIT_CREDIT", "100.00"],
        ["DEPOSIT_BONUS", "50.00"],
      ]);
    } finally {
      restore();
    }
  });

  it("pays its bonus once when two of its deposits are paid while both wait for the provider", async () => {
    const promotion = await promotionFor(t);
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    const late = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    await post(t.app, `/api/v2/deposits/${late.code}/cancel`, {}, { cookie: player.cookie });
    const second = await openDeposit(t.app, player.cookie, { amount: String(100 * DEMO_SELL) });
    const { sendWebhook } = await import("../deposits/test-support.ts");
    // Both paid before either reached the provider: the first takes the bonus, the second does not.
    await sendWebhook(t.app, late, { now: t.clock.now() });
    await sendWebhook(t.app, second, { now: t.clock.now() });
    await t.app.jobs.runDueJobs();

    expect(await providerCredit(t.app, player.cookie)).toBe("250.00");
    const ledger = await listPlayerLedger(t.database.db, player.player.id);
    expect(ledger.filter((entry) => entry.kind === "DEPOSIT_BONUS").map((entry) => entry.amount)).toEqual([
      "50.00",
    ]);
    const bonusOf = async (code: string) =>
      (await get(t.app, `/api/v2/deposits/${code}`, { cookie: player.cookie })).json().data.bonus;
    expect([await bonusOf(late.code), await bonusOf(second.code)]).toEqual(["50.00", "0.00"]);
  });

  it("lists the player's usages newest first, a page at a time", async () => {
    const player = await depositingPlayer(t.app);
    for (let index = 0; index < 3; index += 1) {
      const usage = (await usePromotion(t, player.cookie, await promotionFor(t))).json().data;
      await cancelUsage(t, player.cookie, usage.usageId);
      t.clock.advance(1000);
    }
    const page = (
      await get(t.app, "/api/v2/promotions/usages?page=1&pageSize=2", { cookie: player.cookie })
    ).json().data;
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0].usedAt > page.items[1].usedAt).toBe(true);
    expect(page.items[0]).toMatchObject({ status: "CANCELED", endedAt: expect.not.stringMatching(/^0001/) });
  });
});
