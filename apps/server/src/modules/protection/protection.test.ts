import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositOrders } from "../../db/schema/deposits.ts";
import { players } from "../../db/schema/players.ts";
import { promotionUsages } from "../../db/schema/promotions.ts";
import { playerExclusions } from "../../db/schema/protection.ts";
import { auditLog } from "../../db/schema/staff.ts";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  login,
  PASSWORD,
  post,
  register,
  registerBodyFor,
  type TestApp,
  uniqueUsername,
} from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { findAgencyByCode } from "../agency/service.ts";
import { withdrawalLimits } from "../amount-limits/service.ts";
import {
  createDeposit,
  depositingPlayer,
  depositStatus,
  openDeposit,
  sendWebhook,
} from "../deposits/test-support.ts";
import { promotionFor, usePromotion } from "../promotions/test-support.ts";
import { fundedPlayer, openWithdrawal, staffAct, staffGet, staffPost } from "../withdrawals/test-support.ts";
import { periodBounds } from "./periods.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const adminAuth = { authorization: `Bearer ${ADMIN_TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A Lao Monday 10:00, a few days ahead: no period turns under a test by chance.
  const monday = periodBounds("weekly", new Date(Date.now() + 7 * DAY)).start;
  t.clock.set(new Date(monday.getTime() + 10 * HOUR));
});
afterAll(() => t.close());

function put(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "PUT",
    url,
    headers: {
      "content-type": "application/json",
      host: "localhost",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

const setLimit = (cookie: string, kind: string, period: string, amount: string | null) =>
  put(t.app, "/api/v2/players/protection/limits", { kind, period, amount }, { cookie });
const confirm = (cookie: string, kind: string, period: string) =>
  post(t.app, "/api/v2/players/protection/limits/confirm", { kind, period }, { cookie });
const protection = async (cookie: string) =>
  (await get(t.app, "/api/v2/players/protection", { cookie })).json().data;
const exclude = (cookie: string, kind: string, period: string) =>
  post(t.app, "/api/v2/players/protection/exclusion", { kind, period }, { cookie });
const errorOf = (response: { statusCode: number; json(): { error?: unknown } }) => [
  response.statusCode,
  response.json().error,
];

/** Pays the order by the bank's webhook and lets the transfer job credit it. */
async function pay(order: { code: string; amount: string; currency: string }) {
  const paid = await sendWebhook(t.app, order, { now: t.clock.now() });
  expect(paid.statusCode).toBe(200);
  await t.app.jobs.runDueJobs();
}

async function orderRow(code: string) {
  return (await t.database.db.select().from(depositOrders).where(eq(depositOrders.code, code)))[0]!;
}

describe("limits", () => {
  it("applies a new or lower limit at once and holds a raise 24 hours for confirmation", async () => {
    const { cookie } = await register(t.app);
    expect((await setLimit(cookie, "deposit", "daily", "500")).json().data.limits.deposit.daily).toBe(
      "500.00",
    );
    expect((await setLimit(cookie, "deposit", "daily", "300")).json().data.limits.deposit.daily).toBe(
      "300.00",
    );

    const raised = (await setLimit(cookie, "deposit", "daily", "800")).json().data;
    const now = t.clock.now().getTime();
    expect(raised.limits.deposit.daily).toBe("300.00");
    expect(raised.pending).toEqual([
      {
        kind: "deposit",
        period: "daily",
        amount: "800.00",
        appliesAt: new Date(now + DAY).toISOString(),
        confirmBy: new Date(now + 8 * DAY).toISOString(),
      },
    ]);
    expect(errorOf(await confirm(cookie, "deposit", "daily"))).toEqual([
      409,
      expect.objectContaining({ code: "LIMIT_CHANGE_NOT_READY" }),
    ]);

    t.clock.advance(DAY);
    const confirmed = await confirm(cookie, "deposit", "daily");
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.limits.deposit.daily).toBe("800.00");
    expect(confirmed.json().data.pending).toEqual([]);
    expect(errorOf(await confirm(cookie, "deposit", "daily"))[0]).toBe(409);
  });

  it("lets a raise lapse after its 7 days: no longer shown, no longer confirmed", async () => {
    const { username, cookie: first } = await register(t.app);
    await setLimit(first, "loss", "weekly", "1000");
    await setLimit(first, "loss", "weekly", "2000");
    t.clock.advance(8 * DAY + 1);
    // The first session has idled out meanwhile.
    const { cookie } = await login(t.app, username);
    expect((await protection(cookie)).pending).toEqual([]);
    expect(errorOf(await confirm(cookie, "loss", "weekly"))[0]).toBe(409);
    expect((await protection(cookie)).limits.loss.weekly).toBe("1000.00");
  });

  it("drops a pending raise when the limit is lowered, and holds a removal like a raise", async () => {
    const { cookie } = await register(t.app);
    await setLimit(cookie, "deposit", "monthly", "3000");
    await setLimit(cookie, "deposit", "monthly", "9000");
    const lowered = (await setLimit(cookie, "deposit", "monthly", "2000")).json().data;
    expect(lowered.limits.deposit.monthly).toBe("2000.00");
    expect(lowered.pending).toEqual([]);

    const removing = (await setLimit(cookie, "deposit", "monthly", null)).json().data;
    expect(removing.limits.deposit.monthly).toBe("2000.00");
    expect(removing.pending).toMatchObject([{ kind: "deposit", period: "monthly", amount: null }]);
    t.clock.advance(DAY);
    expect((await confirm(cookie, "deposit", "monthly")).json().data.limits.deposit.monthly).toBeNull();
  });

  it("keeps daily ≤ weekly ≤ monthly among the limits set", async () => {
    const { cookie } = await register(t.app);
    await setLimit(cookie, "deposit", "daily", "500");
    const response = await setLimit(cookie, "deposit", "weekly", "400");
    expect(errorOf(response)).toEqual([
      400,
      expect.objectContaining({
        code: "VALIDATION_ERROR",
        fields: { amount: "protection.validation.limit_order" },
      }),
    ]);
    expect((await protection(cookie)).limits.deposit.weekly).toBeNull();
    expect((await setLimit(cookie, "deposit", "daily", "0")).statusCode).toBe(400);
  });

  it("sets the reminder to 15, 30 or 60 minutes or none", async () => {
    const { cookie } = await register(t.app);
    expect(
      (await put(t.app, "/api/v2/players/protection/reminder", { minutes: 30 }, { cookie })).json().data
        .reminderMinutes,
    ).toBe(30);
    expect(
      (await put(t.app, "/api/v2/players/protection/reminder", { minutes: 45 }, { cookie })).statusCode,
    ).toBe(400);
    expect(
      (await put(t.app, "/api/v2/players/protection/reminder", { minutes: null }, { cookie })).json().data
        .reminderMinutes,
    ).toBeNull();
  });
});

describe("deposits against the limits", () => {
  it("refuses a deposit past the limit with what is still allowed and when it frees, and allows reaching it exactly", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    await setLimit(cookie, "deposit", "daily", "250");
    await setLimit(cookie, "deposit", "weekly", "1000");
    await pay(await openDeposit(t.app, cookie));
    await pay(await openDeposit(t.app, cookie));

    const refused = await createDeposit(t.app, cookie);
    expect(errorOf(refused)).toEqual([
      422,
      {
        code: "DEPOSIT_LIMIT_REACHED",
        message: expect.any(String),
        details: { allowed: "50.00", freesAt: periodBounds("daily", t.clock.now()).end.toISOString() },
      },
    ]);
    const orders = await t.database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.playerId, player.id));
    expect(orders).toHaveLength(2);

    expect((await protection(cookie)).usage.deposit.daily).toBe("200.00");
  });

  it("lets no two deposit orders sent at once pass a limit together", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    await setLimit(cookie, "deposit", "daily", "300");
    await pay(await openDeposit(t.app, cookie));
    await pay(await openDeposit(t.app, cookie));
    const counted = async () =>
      (await t.database.db.select().from(depositOrders).where(eq(depositOrders.playerId, player.id)))
        .filter((order) => order.status !== "CANCELED" && order.status !== "FAILED")
        .reduce((total, order) => total + Number(order.credit), 0);

    const first = await Promise.all(Array.from({ length: 8 }, () => createDeposit(t.app, cookie)));
    const created = first.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const response of first.filter((each) => each.statusCode !== 201)) {
      expect(["OPEN_ORDER", "DEPOSIT_LIMIT_REACHED"]).toContain(response.json().error.code);
    }
    expect(await counted()).toBe(300);

    await pay(created[0]!.json().data);
    const second = await Promise.all(Array.from({ length: 8 }, () => createDeposit(t.app, cookie)));
    for (const response of second) {
      expect(errorOf(response)).toEqual([
        422,
        expect.objectContaining({
          code: "DEPOSIT_LIMIT_REACHED",
          details: expect.objectContaining({ allowed: "0.00" }),
        }),
      ]);
    }
    expect(await counted()).toBe(300);
  });

  it("allows a deposit that reaches the limit exactly", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await setLimit(cookie, "deposit", "daily", "200");
    await pay(await openDeposit(t.app, cookie));
    expect((await createDeposit(t.app, cookie)).statusCode).toBe(201);
    expect((await protection(cookie)).usage.deposit.daily).toBe("200.00");
  });

  it("refuses deposits while the period's loss has reached the loss limit; a withdrawal brings it back under", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await setLimit(cookie, "loss", "daily", "150");
    await pay(await openDeposit(t.app, cookie));
    await pay(await openDeposit(t.app, cookie));
    expect((await protection(cookie)).usage.loss.daily).toBe("200.00");

    expect(errorOf(await createDeposit(t.app, cookie))).toEqual([
      422,
      {
        code: "LOSS_LIMIT_REACHED",
        message: expect.any(String),
        details: { freesAt: periodBounds("daily", t.clock.now()).end.toISOString() },
      },
    ]);
    await openWithdrawal(t, cookie, "100");
    await t.app.jobs.runDueJobs();
    expect((await protection(cookie)).usage.loss.daily).toBe("100.00");
    expect((await createDeposit(t.app, cookie)).statusCode).toBe(201);
  });

  it("credits a late payment that passes the limit and flags it for staff", async () => {
    const { cookie, username } = await depositingPlayer(t.app);
    await setLimit(cookie, "deposit", "daily", "100");
    const late = await openDeposit(t.app, cookie);
    await post(t.app, `/api/v2/deposits/${late.code}/cancel`, {}, { cookie });
    const paidInTime = await openDeposit(t.app, cookie);
    await pay(paidInTime);
    await pay(late);

    expect(await depositStatus(t.app, cookie, late.code)).toBe("SUCCESS");
    expect((await orderRow(late.code)).pastPlayerLimit).toBe(true);
    expect((await orderRow(paidInTime.code)).pastPlayerLimit).toBe(false);
    const listed = (await staffGet(t, `/deposits?search=${late.code}`)).json().data.items;
    expect(listed).toMatchObject([{ code: late.code, username, pastPlayerLimit: true }]);
  });

  it("counts the players at 80 % of a limit on the dashboard", async () => {
    const count = async () => (await staffGet(t, "/dashboard")).json().data.playersNearLimit as number;
    const before = await count();
    const { cookie } = await depositingPlayer(t.app);
    await setLimit(cookie, "deposit", "weekly", "125");
    await openDeposit(t.app, cookie);
    expect(await count()).toBe(before + 1);
  });
});

describe("cool-off and self-exclusion", () => {
  it("ends every session, cancels the open deposit and the promotion in use, and clears the cookie", async () => {
    const { cookie, username, player } = await depositingPlayer(t.app);
    const other = await login(t.app, username);
    const promotionId = await promotionFor(t);
    expect((await usePromotion(t, cookie, promotionId)).statusCode).toBe(201);
    const order = await openDeposit(t.app, cookie);
    const streamEnds: unknown[] = [];
    const stopListening = t.app.events.subscribeEnds(player.id, (message) => streamEnds.push(message));

    const response = await exclude(cookie, "COOL_OFF", "24h");
    expect(response.statusCode).toBe(200);
    await waitUntil(() => streamEnds.length > 0, "the end of the player's streams").finally(stopListening);
    expect(response.json().data).toEqual({
      kind: "COOL_OFF",
      until: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    expect(response.cookies.find((each) => each.name.endsWith("kham_session"))?.value).toBe("");
    for (const session of [cookie, other.cookie]) {
      expect(errorOf(await get(t.app, "/api/v2/players/me", { cookie: session }))[0]).toBe(401);
    }
    expect((await orderRow(order.code)).status).toBe("CANCELED");
    const [usage] = await t.database.db
      .select()
      .from(promotionUsages)
      .where(eq(promotionUsages.playerId, player.id));
    expect(usage?.status).toBe("CANCELED");
  });

  it("refuses login with when it ends, only after the password, until the cool-off is over", async () => {
    const { cookie, username } = await register(t.app);
    await exclude(cookie, "COOL_OFF", "7d");
    const until = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    const wrong = await post(t.app, "/api/v2/players/login", { username, password: "not the password" });
    expect(errorOf(wrong)[1]).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(errorOf(wrong)[1]).not.toHaveProperty("details");
    const refused = await post(t.app, "/api/v2/players/login", { username, password: PASSWORD });
    expect(errorOf(refused)).toEqual([
      403,
      { code: "SELF_EXCLUDED", message: expect.any(String), details: { until } },
    ]);
    t.clock.advance(7 * DAY);
    expect((await post(t.app, "/api/v2/players/login", { username, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("refuses login for good after a permanent self-exclusion", async () => {
    const { cookie, username } = await register(t.app);
    await exclude(cookie, "SELF_EXCLUSION", "permanent");
    t.clock.advance(400 * DAY);
    const refused = await post(t.app, "/api/v2/players/login", { username, password: PASSWORD });
    expect(errorOf(refused)).toEqual([
      403,
      expect.objectContaining({ code: "SELF_EXCLUDED", details: { until: null } }),
    ]);
  });

  it("still pays out a withdrawal asked before the exclusion", async () => {
    const { cookie } = await fundedPlayer(t, 300);
    const withdrawal = await openWithdrawal(t, cookie, "200");
    await exclude(cookie, "COOL_OFF", "30d");
    await t.app.jobs.runDueJobs();
    const approved = await staffAct(t, withdrawal.code, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.status).toBe("SUCCESS");
  });

  describe("with a session that outlived the exclusion's start (defence in depth)", () => {
    async function excludedWithSession(until: Date | null) {
      const funded = await fundedPlayer(t, 300);
      await t.database.db.insert(playerExclusions).values({
        playerId: funded.player.id,
        kind: "SELF_EXCLUSION",
        period: "6m",
        startedAt: t.clock.now(),
        until,
      });
      return funded;
    }

    it("refuses deposits, withdrawals, promotion claims and promotion lists", async () => {
      const { cookie } = await excludedWithSession(new Date(t.clock.now().getTime() + 30 * DAY));
      const promotionId = await promotionFor(t);
      for (const response of [
        await createDeposit(t.app, cookie),
        await post(t.app, "/api/v2/withdrawals", { provider: "gclub", amount: "100" }, { cookie }),
        await usePromotion(t, cookie, promotionId),
        await get(t.app, "/api/v2/promotions", { cookie }),
      ]) {
        expect(errorOf(response)).toEqual([403, expect.objectContaining({ code: "SELF_EXCLUDED" })]);
      }
    });

    it("only lengthens a running exclusion", async () => {
      const { cookie, player } = await excludedWithSession(new Date(t.clock.now().getTime() + 30 * DAY));
      expect(errorOf(await exclude(cookie, "COOL_OFF", "24h"))).toEqual([
        400,
        expect.objectContaining({ fields: { period: "protection.validation.exclusion_shorter" } }),
      ]);
      const rows = () =>
        t.database.db.select().from(playerExclusions).where(eq(playerExclusions.playerId, player.id));
      expect(await rows()).toHaveLength(1);
      expect((await exclude(cookie, "SELF_EXCLUSION", "1y")).statusCode).toBe(200);
      expect(await rows()).toHaveLength(2);
    });
  });
});

describe("the reality check", () => {
  it("sums the credit deposited and withdrawn since this session started", async () => {
    const { username } = await fundedPlayer(t, 300);
    t.clock.advance(60_000);
    const { cookie: fresh } = await login(t.app, username);
    const started = t.clock.now().toISOString();
    await pay(await openDeposit(t.app, fresh));
    await openWithdrawal(t, fresh, "150");
    await t.app.jobs.runDueJobs();
    expect((await protection(fresh)).session).toEqual({
      sessionStartedAt: started,
      deposits: "100.00",
      withdrawals: "150.00",
      net: "-50.00",
    });
  });
});

describe("staff", () => {
  const staffPut = (path: string, body: unknown) =>
    put(t.app, `/api/admin/v1/agencies/demo${path}`, body, { headers: adminAuth });

  it("see the player's protection and only tighten it, with the reason audited", async () => {
    const { cookie, username } = await register(t.app);
    await setLimit(cookie, "deposit", "daily", "500");
    await setLimit(cookie, "deposit", "daily", "900");
    const seen = (await staffGet(t, `/players/${username}/protection`)).json().data;
    expect(seen.limits.deposit.daily).toBe("500.00");
    expect(seen.pending).toHaveLength(1);

    const path = `/players/${username}/protection/limits`;
    for (const amount of ["500", "600"]) {
      expect(
        errorOf(await staffPut(path, { kind: "deposit", period: "daily", amount, reason: "asked" })),
      ).toEqual([422, expect.objectContaining({ code: "LIMIT_NOT_TIGHTER" })]);
    }
    const tightened = await staffPut(path, {
      kind: "deposit",
      period: "daily",
      amount: "200",
      reason: "Player asked on the phone",
    });
    expect(tightened.statusCode).toBe(200);
    expect(tightened.json().data.limits.deposit.daily).toBe("200.00");
    expect(tightened.json().data.pending).toEqual([]);
    // Where the player set none, any limit is tighter.
    expect(
      (await staffPut(path, { kind: "loss", period: "monthly", amount: "5000", reason: "r" })).statusCode,
    ).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "player.protection.tighten"), eq(auditLog.targetId, username)))
      .orderBy(desc(auditLog.id))
      .limit(2)
      .then((rows) => rows.slice(-1));
    expect(entry?.before).toEqual({
      kind: "deposit",
      period: "daily",
      amount: "500.00",
      reason: "Player asked on the phone",
    });
  });

  it("pay out an excluded player's whole credit as a withdrawal, and no one else's", async () => {
    const { cookie, username } = await fundedPlayer(t, 300);
    expect(errorOf(await staffPost(t, `/players/${username}/payout`, { provider: "gclub" }))).toEqual([
      409,
      expect.objectContaining({ code: "ORDER_NOT_OPEN" }),
    ]);
    await exclude(cookie, "SELF_EXCLUSION", "6m");
    const paidOut = await staffPost(t, `/players/${username}/payout`, { provider: "gclub" });
    expect(paidOut.statusCode).toBe(201);
    expect(paidOut.json().data).toMatchObject({ amount: "300.00", status: "OPEN" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "player.payout"), eq(auditLog.targetId, username)));
    expect(entry).toBeDefined();
    expect(errorOf(await staffPost(t, `/players/${username}/payout`, { provider: "nowhere" }))[0]).toBe(400);
  });

  it("pay out credit below the agency's withdrawal minimum, which binds only the player's own requests", async () => {
    const { cookie, username } = await fundedPlayer(t, 300);
    await exclude(cookie, "COOL_OFF", "24h");
    const setWithdrawalLimits = (limits: { min: string; max: string }) =>
      staffPost(t, "/limits", { kind: "withdraw", currency: "THB", ...limits });
    const agency = await findAgencyByCode(t.database.db, "demo");
    const before = await withdrawalLimits(t.database.db, agency!.id);
    expect((await setWithdrawalLimits({ min: "500", max: before.max })).statusCode).toBe(200);
    try {
      const paidOut = await staffPost(t, `/players/${username}/payout`, { provider: "gclub" });
      expect(paidOut.statusCode, paidOut.body).toBe(201);
      expect(paidOut.json().data).toMatchObject({ amount: "300.00", status: "OPEN" });
    } finally {
      await setWithdrawalLimits(before);
    }
  });
});

describe("registration", () => {
  it("requires the age confirmation and stores when it was given", async () => {
    const username = uniqueUsername();
    const { ageConfirmed: _omitted, ...without } = registerBodyFor(username);
    const refused = await post(t.app, "/api/v2/players/register", without, {
      headers: { "x-fingerprint": "fp-test-device" },
    });
    expect(errorOf(refused)).toEqual([
      400,
      expect.objectContaining({
        code: "VALIDATION_ERROR",
        fields: { ageConfirmed: "validation.age_confirm_required" },
      }),
    ]);
    const { player } = await register(t.app, { username });
    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.ageConfirmedAt).toEqual(t.clock.now());
  });
});
