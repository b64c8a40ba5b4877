import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema/deposits.ts";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  OTHER_HOST,
  post,
  register,
  type TestApp,
} from "../../test/helper.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { depositingPlayer, depositStatus, openDeposit, providerCredit, sendWebhook } from "./test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface StaffPayment {
  id: string;
  agency: string | null;
  orderCode: string;
  amount: string;
  currency: string;
  status: string;
  unmatchedReason: string | null;
  resolution: string | null;
  creditOrderCode: string | null;
}

async function unmatched(agency = "demo"): Promise<StaffPayment[]> {
  const response = await get(
    t.app,
    `/api/admin/v1/agencies/${agency}/payments?status=UNMATCHED&pageSize=100`,
    {
      headers: admin,
    },
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.items;
}

async function unmatchedOf(code: string) {
  return (await unmatched()).filter((payment) => payment.orderCode === code);
}

function resolve(id: string, body: unknown, agency = "demo") {
  return post(t.app, `/api/admin/v1/agencies/${agency}/payments/${id}/resolve`, body, { headers: admin });
}

describe("unmatched payments", () => {
  it("lists a wrong amount, a wrong currency, an unknown order and a second payment for staff, crediting none", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, {
      now: t.clock.now(),
      amount: "65000",
      eventId: "e1",
      reference: "R-LESS",
    });
    await sendWebhook(t.app, order, {
      now: t.clock.now(),
      currency: "THB",
      eventId: "e2",
      reference: "R-THB",
    });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    // Then the right payment, and the player pays a second time by mistake.
    await sendWebhook(t.app, order, { now: t.clock.now(), eventId: "e3", reference: "R-RIGHT" });
    await sendWebhook(t.app, order, { now: t.clock.now(), eventId: "e4", reference: "R-TWICE" });
    await sendWebhook(
      t.app,
      { code: "DUNKNOWNORDER000001", amount: "50000", currency: "LAK" },
      { now: t.clock.now(), eventId: "e5", reference: "R-UNKNOWN" },
    );
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toHaveLength(1);

    expect(
      (await unmatchedOf(order.code)).map((payment) => [
        payment.unmatchedReason,
        payment.amount,
        payment.currency,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["AMOUNT_MISMATCH", "65000", "LAK"],
        ["CURRENCY_MISMATCH", "66000.00", "THB"],
        ["ORDER_SETTLED", "66000", "LAK"],
      ]),
    );
    expect(await unmatchedOf(order.code)).toHaveLength(3);
    const unknown = (await unmatched()).find((payment) => payment.orderCode === "DUNKNOWNORDER000001");
    expect(unknown).toMatchObject({ agency: null, unmatchedReason: "UNKNOWN_ORDER" });
  });

  it("records the same payment heard by query and by webhook once, credited", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const paid = await t.app.sandboxGateway!.recordPayment({
      orderCode: order.code,
      amount: order.amount,
      currency: order.currency,
      paidAt: t.clock.now(),
    });
    await post(t.app, `/api/v2/deposits/${order.code}/check`, {}, { cookie });
    await sendWebhook(t.app, order, { now: t.clock.now(), reference: paid.reference });
    await t.app.jobs.runDueJobs();
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderCode, order.code));
    expect(rows).toMatchObject([{ status: "CREDITED", creditOrderCode: order.code }]);
    expect(await unmatchedOf(order.code)).toEqual([]);
  });

  it("is credited to a named player exactly once, even when staff resolve it five times at once", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, { now: t.clock.now(), amount: "33000", reference: `HALF${order.code}` });
    const [payment] = await unmatchedOf(order.code);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        resolve(payment!.id, {
          credit: { username: player.username, provider: "askmebet" },
          note: "paid half of the order; credited what was paid",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409)[0]!.json().error.code).toBe(
      "ALREADY_RESOLVED",
    );
    const resolved = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(resolved.payment).toMatchObject({ status: "RESOLVED", resolution: "CREDITED" });
    // Credited at the rate the player was quoted for the order (660 LAK per credit).
    expect(resolved.order).toMatchObject({
      provider: "askmebet",
      amount: "33000",
      credit: "50.00",
      status: "PAID",
    });
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, resolved.order.code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie, "askmebet")).toBe("50.00");
    expect(await listPlayerLedger(t.database.db, player.id)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "50.00", provider: "askmebet", orderCode: resolved.order.code },
    ]);
    // The player's own order is still open and can still be paid.
    expect(await depositStatus(t.app, cookie, order.code)).toBe("OPEN");
    const again = await resolve(payment!.id, { refunded: true, note: "again" });
    expect(again.statusCode).toBe(409);
  });

  it("is marked refunded outside the system with a note, and leaves the list", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, { now: t.clock.now(), amount: "1000", reference: `TINY${order.code}` });
    const [payment] = await unmatchedOf(order.code);
    const response = await resolve(payment!.id, { refunded: true, note: "returned by BCEL transfer 1234" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      payment: { resolution: "REFUNDED", note: "returned by BCEL transfer 1234", resolvedBy: "admin-token" },
      order: null,
    });
    expect(await unmatchedOf(order.code)).toEqual([]);
    expect(await providerCredit(t.app, cookie)).toBe("0.00");
  });

  it("refuses a resolution without a note, for an unknown player, or of another agency", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, { now: t.clock.now(), amount: "1000", reference: `BAD${order.code}` });
    const [payment] = await unmatchedOf(order.code);
    const noNote = await resolve(payment!.id, { refunded: true });
    expect(noNote.statusCode).toBe(400);
    const both = await resolve(payment!.id, {
      refunded: true,
      credit: { username: "x", provider: "gclub" },
      note: "n",
    });
    expect(both.statusCode).toBe(400);
    const nobody = await resolve(payment!.id, {
      credit: { username: "nobody-here", provider: "gclub" },
      note: "n",
    });
    expect(nobody.statusCode).toBe(404);
    const elsewhere = await resolve(payment!.id, { refunded: true, note: "n" }, "other");
    expect(elsewhere.statusCode).toBe(404);
    expect(await unmatchedOf(order.code)).toHaveLength(1);
  });

  it("lets the platform token credit a payment whose order matched no agency to a player of an agency", async () => {
    const player = await register(t.app, { host: OTHER_HOST });
    await sendWebhook(
      t.app,
      { code: "DUNKNOWNORDER000002", amount: "100", currency: "THB" },
      { now: t.clock.now(), eventId: "e-unknown-2", reference: "R-UNKNOWN-2" },
    );
    const payment = (await unmatched("other")).find((each) => each.orderCode === "DUNKNOWNORDER000002")!;
    expect(payment.agency).toBeNull();
    const credit = { credit: { username: player.username, provider: "gclub" }, note: "player sent the slip" };
    // An agency with no THB rate cannot say what the payment buys: refused, and nothing changes.
    expect((await resolve(payment.id, credit, "other")).statusCode).toBe(400);
    const rate = await post(
      t.app,
      "/api/admin/v1/agencies/other/rates/THB",
      { buy: "1", sell: "2" },
      {
        headers: admin,
      },
    );
    expect(rate.statusCode).toBe(200);
    const response = await resolve(payment.id, credit, "other");
    expect(response.statusCode).toBe(200);
    // At the other agency's THB sell rate: 2 THB per credit.
    expect(response.json().data.order).toMatchObject({ amount: "100.00", currency: "THB", credit: "50.00" });
    await t.app.jobs.runDueJobs();
    const balance = await get(t.app, "/api/v2/players/credits/gclub", {
      cookie: player.cookie,
      host: OTHER_HOST,
    });
    expect(balance.json().data.credit.amount).toBe("50.00");
    const listed = await get(t.app, "/api/admin/v1/agencies/other/payments?status=RESOLVED", {
      headers: admin,
    });
    expect(listed.json().data.items.map((each: StaffPayment) => each.agency)).toContain("other");
  });
});

describe("a deposit whose credit the provider refuses for good", () => {
  it("fails the order and hands its payment to staff, who credit it elsewhere", async () => {
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    const provider = t.app.gameProviders.gclub;
    const original = provider.transferIn;
    provider.transferIn = async (transfer) => {
      const { GameProviderError } = await import("../../adapters/game-provider/types.ts");
      throw new GameProviderError("INVALID_AMOUNT", `refused ${transfer.amount}`);
    };
    try {
      await sendWebhook(t.app, order, { now: t.clock.now() });
      await t.app.jobs.runDueJobs();
    } finally {
      provider.transferIn = original;
    }
    expect(await depositStatus(t.app, cookie, order.code)).toBe("FAILED");
    const listed = await get(t.app, `/api/admin/v1/agencies/demo/deposits?search=${order.code}`, {
      headers: admin,
    });
    expect(listed.json().data.items[0]).toMatchObject({
      status: "FAILED",
      failureReason: expect.stringContaining("refused"),
    });
    const [payment] = await unmatchedOf(order.code);
    expect(payment).toMatchObject({ unmatchedReason: "CREDIT_FAILED", amount: "66000" });
    const resolved = await resolve(payment!.id, {
      credit: { username: player.username, provider: "gclub" },
      note: "gclub refused; credited again",
    });
    expect(resolved.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("100.00");
  });
});
