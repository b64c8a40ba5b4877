import { DEPOSIT_EXPIRY_MS } from "@kham/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountLimits } from "../../db/schema/amount-limits.ts";
import { agencyBanks } from "../../db/schema/banks.ts";
import { depositOrders } from "../../db/schema/deposits.ts";
import { paymentMethods } from "../../db/schema/payment-methods.ts";
import { exchangeRates } from "../../db/schema/rates.ts";
import { parseTlv, readVerifiedQr } from "../../test/emvco.ts";
import { buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";
import { findAgencyByCode } from "../agency/service.ts";
import { findJob } from "../jobs/test-support.ts";
import { insertOpenDeposit } from "./repository.ts";
import {
  createDeposit,
  depositingPlayer,
  depositStatus,
  LAK_MID,
  openDeposit,
  sendWebhook,
  THB_MID,
} from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/v2/deposits", () => {
  it("creates an OPEN order whose credit is amount / sell rounded down", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const response = await createDeposit(t.app, cookie, { amount: "66005" });
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toEqual({
      code: expect.stringMatching(/^D[0-9A-Z]{18}$/),
      provider: "gclub",
      currency: "LAK",
      amount: "66005",
      credit: "100.00",
      bonus: "0.00",
      rate: "660",
      status: "OPEN",
      bankCode: "BCEL",
      mid: LAK_MID,
      expiresAt: new Date(t.clock.now().getTime() + DEPOSIT_EXPIRY_MS).toISOString(),
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(order.code.length).toBeLessThanOrEqual(20);
  });

  it("writes the order and the job that watches it together, and neither when an order is open", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    expect(await findJob(t.database.db, `deposit.watch:${order.code}`)).toMatchObject({
      kind: "deposit.watch",
      payload: { code: order.code },
      status: "pending",
      attempts: 0,
      maxAttempts: 10,
      runAt: new Date(t.clock.now().getTime() + 30_000),
      agencyId: (await findAgencyByCode(t.database.db, "demo"))!.id,
    });
    // A second order that got past the checks at the same moment loses at the unique index: its
    // job is not written either.
    const [row] = await t.database.db.select().from(depositOrders).where(eq(depositOrders.code, order.code));
    const refused = await insertOpenDeposit(
      t.database.db,
      { ...row!, code: "DTWIN000000000000001" },
      {
        kind: "deposit.watch",
        payload: {},
        dedupeKey: "deposit.watch:DTWIN000000000000001",
        runAt: row!.createdAt,
      },
    );
    expect(refused).toBeUndefined();
    expect(await findJob(t.database.db, "deposit.watch:DTWIN000000000000001")).toBeUndefined();
  });

  it("takes THB at its own merchant and rate", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie, { currency: "THB", mid: THB_MID, amount: "150.5" });
    expect(order).toMatchObject({ amount: "150.50", credit: "150.50", currency: "THB", rate: "1" });
  });

  it("gives every order a different code", async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const { cookie } = await depositingPlayer(t.app);
      codes.add((await openDeposit(t.app, cookie)).code);
    }
    expect(codes.size).toBe(5);
  });

  it("answers BANK_ACCOUNT_REQUIRED without a bank account", async () => {
    const { cookie } = await register(t.app);
    const response = await createDeposit(t.app, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("BANK_ACCOUNT_REQUIRED");
  });

  it.each([
    ["LAK", LAK_MID, "34999"],
    ["LAK", LAK_MID, "50000001"],
    ["THB", THB_MID, "49.99"],
    ["THB", THB_MID, "100000.01"],
  ])("answers AMOUNT_OUT_OF_RANGE for %s %s %s", async (currency, mid, amount) => {
    const { cookie } = await depositingPlayer(t.app);
    const response = await createDeposit(t.app, cookie, { currency, mid, amount });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("AMOUNT_OUT_OF_RANGE");
  });

  it("accepts the bounds themselves and follows the agency's own limits", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie, { amount: "35000" });
    expect(order.credit).toBe("53.03");
    const agency = (await findAgencyByCode(t.database.db, "demo"))!;
    const demoLak = and(
      eq(amountLimits.agencyId, agency.id),
      eq(amountLimits.kind, "deposit"),
      eq(amountLimits.currency, "LAK"),
    );
    await t.database.db.update(amountLimits).set({ min: "40000" }).where(demoLak);
    try {
      const other = await depositingPlayer(t.app);
      const response = await createDeposit(t.app, other.cookie, { amount: "35000" });
      expect(response.json().error.code).toBe("AMOUNT_OUT_OF_RANGE");
    } finally {
      await t.database.db.update(amountLimits).set({ min: "35000" }).where(demoLak);
    }
  });

  it("answers OPEN_ORDER while another deposit is open, also to simultaneous requests", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const answers = await Promise.all([1, 2, 3].map(() => createDeposit(t.app, cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe("OPEN_ORDER");
    expect((await get(t.app, "/api/v2/deposits/open", { cookie })).json().data).toHaveLength(1);
  });

  it("answers OPEN_ORDER while a paid order waits for its credit, and takes a new one once credited", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, { now: t.clock.now() });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    const blocked = await createDeposit(t.app, cookie);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe("OPEN_ORDER");
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect((await createDeposit(t.app, cookie)).statusCode).toBe(201);
  });

  it("answers VALIDATION_ERROR when the agency has no rate for the currency, and creates nothing", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const agency = (await findAgencyByCode(t.database.db, "demo"))!;
    const thb = and(eq(exchangeRates.agencyId, agency.id), eq(exchangeRates.currency, "THB"));
    const [rate] = await t.database.db.delete(exchangeRates).where(thb).returning();
    try {
      const response = await createDeposit(t.app, cookie, { currency: "THB", mid: THB_MID, amount: "100" });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ currency: "validation.currency_unavailable" });
      expect((await get(t.app, "/api/v2/deposits/open", { cookie })).json().data).toEqual([]);
    } finally {
      await t.database.db.insert(exchangeRates).values(rate!);
    }
  });

  it("answers VALIDATION_ERROR for an unknown provider, currency, a disabled or mismatched merchant", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const provider = await createDeposit(t.app, cookie, { provider: "pokerstars" });
    expect(provider.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { provider: expect.any(String) },
    });
    const currency = await createDeposit(t.app, cookie, { currency: "EUR" });
    expect(currency.json().error.fields).toEqual({ currency: "validation.currency_invalid" });
    const unknownMid = await createDeposit(t.app, cookie, { mid: "NOPE" });
    expect(unknownMid.json().error.fields).toEqual({ mid: "validation.payment_method_unavailable" });
    const wrongCurrency = await createDeposit(t.app, cookie, { mid: THB_MID, currency: "LAK" });
    expect(wrongCurrency.json().error.fields).toEqual({ mid: "validation.payment_method_unavailable" });
    const fraction = await createDeposit(t.app, cookie, { amount: "66000.50" });
    expect(fraction.json().error.fields).toEqual({ amount: "validation.amount_invalid" });
    const number = await createDeposit(t.app, cookie, { amount: 66000 });
    expect(number.statusCode).toBe(400);

    await t.database.db
      .update(paymentMethods)
      .set({ enabled: false })
      .where(eq(paymentMethods.mid, "JDB00000345678"));
    const disabled = await createDeposit(t.app, cookie, { mid: "JDB00000345678" });
    expect(disabled.json().error.fields).toEqual({ mid: "validation.payment_method_unavailable" });
    await t.database.db
      .update(paymentMethods)
      .set({ enabled: true })
      .where(eq(paymentMethods.mid, "JDB00000345678"));
    expect((await get(t.app, "/api/v2/deposits/open", { cookie })).json().data).toEqual([]);
  });

  it("checks the merchant's bank first: a bank the agency stopped accepting refuses before anything else", async () => {
    const { cookie } = await register(t.app);
    const agency = (await findAgencyByCode(t.database.db, "demo"))!;
    const ldb = and(eq(agencyBanks.agencyId, agency.id), eq(agencyBanks.code, "LDB"));
    await t.database.db.update(agencyBanks).set({ enabled: false }).where(ldb);
    try {
      // Neither the missing bank account nor the amount is what the player hears about.
      const refused = await createDeposit(t.app, cookie, { mid: "LDB00000234567", amount: "1" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ mid: "validation.payment_method_unavailable" });
    } finally {
      await t.database.db.update(agencyBanks).set({ enabled: true }).where(ldb);
    }
    const accepted = await createDeposit(t.app, cookie, { mid: "LDB00000234567", amount: "1" });
    expect(accepted.json().error.code).toBe("BANK_ACCOUNT_REQUIRED");
  });

  it("checks the amount before the rate and the open order", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await openDeposit(t.app, cookie);
    const agency = (await findAgencyByCode(t.database.db, "demo"))!;
    const thb = and(eq(exchangeRates.agencyId, agency.id), eq(exchangeRates.currency, "THB"));
    const [rate] = await t.database.db.delete(exchangeRates).where(thb).returning();
    try {
      const low = await createDeposit(t.app, cookie, { currency: "THB", mid: THB_MID, amount: "1" });
      expect(low.json().error.code).toBe("AMOUNT_OUT_OF_RANGE");
      const noRate = await createDeposit(t.app, cookie, { currency: "THB", mid: THB_MID, amount: "100" });
      expect(noRate.json().error.fields).toEqual({ currency: "validation.currency_unavailable" });
    } finally {
      await t.database.db.insert(exchangeRates).values(rate!);
    }
    const open = await createDeposit(t.app, cookie, { currency: "THB", mid: THB_MID, amount: "100" });
    expect(open.json().error.code).toBe("OPEN_ORDER");
  });

  it("is for players only", async () => {
    expect((await createDeposit(t.app, "")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/deposits")).statusCode).toBe(401);
  });
});

describe("reading orders", () => {
  it("lists the player's orders newest first, with paging", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const codes: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await openDeposit(t.app, cookie);
      codes.push(order.code);
      await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
      t.clock.advance(1000);
    }
    const first = await get(t.app, "/api/v2/deposits?page=1&pageSize=2", { cookie });
    expect(first.json().data).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.json().data.items.map((order: { code: string }) => order.code)).toEqual([
      codes[2],
      codes[1],
    ]);
    const second = await get(t.app, "/api/v2/deposits?page=2&pageSize=2", { cookie });
    expect(second.json().data.items.map((order: { code: string }) => order.code)).toEqual([codes[0]]);
    expect((await get(t.app, "/api/v2/deposits?pageSize=101", { cookie })).statusCode).toBe(400);
  });

  it("answers 404 NOT_FOUND for another player's order, on every call", async () => {
    const owner = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, owner.cookie);
    const stranger = await depositingPlayer(t.app);
    for (const path of [`/api/v2/deposits/${order.code}`, `/api/v2/deposits/${order.code}/laoqr`]) {
      const response = await get(t.app, path, { cookie: stranger.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    for (const action of ["check", "cancel"]) {
      const response = await post(
        t.app,
        `/api/v2/deposits/${order.code}/${action}`,
        {},
        { cookie: stranger.cookie },
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await depositStatus(t.app, owner.cookie, order.code)).toBe("OPEN");
  });

  it("answers the LAO QR of the order", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const response = await get(t.app, `/api/v2/deposits/${order.code}/laoqr`, { cookie });
    expect(response.statusCode).toBe(200);
    const qr = response.json().data;
    expect(qr).toMatchObject({ amount: "66000", currency: "LAK", mid: LAK_MID, bankCode: "BCEL" });
    // Read back by the independent EMVCo reader, its CRC recomputed.
    const tags = readVerifiedQr(qr.payload);
    expect(tags.get("01")).toBe("12");
    expect(Object.fromEntries(parseTlv(tags.get("38")!))).toEqual({
      "00": "A005266284662577",
      "01": "27710418",
      "02": "002",
      "03": LAK_MID,
    });
    expect([tags.get("53"), tags.get("54"), tags.get("58"), tags.get("59")]).toEqual([
      "418",
      "66000",
      "LA",
      "KHAM GAMING",
    ]);
    expect(Object.fromEntries(parseTlv(tags.get("62")!))).toEqual({ "01": order.code });
  });
});

describe("cancel and expiry", () => {
  it("cancels an OPEN order once; cancelling again answers it unchanged", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const canceled = await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
    expect(canceled.json().data.status).toBe("CANCELED");
    const again = await post(t.app, `/api/v2/deposits/${order.code}/cancel`, {}, { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe("CANCELED");
    // The player may deposit again at once.
    expect((await createDeposit(t.app, cookie)).statusCode).toBe(201);
  });

  it("expires an OPEN order 15 minutes after it was made, through the job worker", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    t.clock.advance(DEPOSIT_EXPIRY_MS - 1000);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    t.clock.advance(1000);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("CANCELED");
  });
});
