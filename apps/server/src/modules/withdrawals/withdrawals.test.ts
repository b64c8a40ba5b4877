import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, OTHER_HOST, post, register, type TestApp } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { depositingPlayer, providerCredit, uniqueAccountNumber } from "../deposits/test-support.ts";
import type { PlayerEvent } from "../events/bus.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import {
  createWithdrawal,
  fundedPlayer,
  openWithdrawal,
  staffAct,
  staffGet,
  withdrawalStatus,
} from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("POST /api/v2/withdrawals", () => {
  it("creates an OPEN order with the payout and bank snapshot, then takes the credit out by job", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    const response = await createWithdrawal(t, cookie, "500");
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order).toMatchObject({
      provider: "gclub",
      amount: "500.00",
      creditReceived: "500.00",
      creditReturned: "0.00",
      bonusDeducted: "0.00",
      payout: "320000",
      payoutCurrency: "LAK",
      rate: "640",
      bankName: expect.any(String),
      accountName: "Somchai Phommavong",
      accountNumber: expect.stringMatching(/^16\d+$/),
      status: "OPEN",
    });
    expect(order.code).toMatch(/^W[0-9A-Z]{18}$/);
    // The credit leaves only when the job runs.
    expect(await providerCredit(t.app, cookie)).toBe("1000.00");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("OPEN");
    const ledger = await listPlayerLedger(t.database.db, player.id);
    expect(ledger.filter((entry) => entry.orderCode === order.code)).toMatchObject([
      { kind: "WITHDRAWAL_OUT", amount: "-500.00", currency: "THB", provider: "gclub" },
    ]);

    const list = await get(t.app, "/api/v2/withdrawals?page=1&pageSize=5", { cookie });
    expect(list.json().data).toMatchObject({ page: 1, pageSize: 5, total: 1, items: [{ code: order.code }] });
    const open = await get(t.app, "/api/v2/withdrawals/open", { cookie });
    expect(open.json().data.map((item: { code: string }) => item.code)).toEqual([order.code]);
  });

  it("refuses without a bank account: BANK_ACCOUNT_REQUIRED", async () => {
    const { cookie } = await register(t.app);
    const response = await createWithdrawal(t, cookie, "100");
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("BANK_ACCOUNT_REQUIRED");
  });

  it("refuses amounts outside 100.00–50,000.00 (AMOUNT_OUT_OF_RANGE) and malformed ones", async () => {
    const { cookie } = await fundedPlayer(t, 200);
    for (const amount of ["99.99", "50000.01"]) {
      const response = await createWithdrawal(t, cookie, amount);
      expect(response.statusCode, amount).toBe(422);
      expect(response.json().error.code).toBe("AMOUNT_OUT_OF_RANGE");
    }
    for (const body of [
      { provider: "gclub", amount: "100.001" },
      { provider: "gclub", amount: "-100" },
      { provider: "nope", amount: "100" },
      { provider: "gclub", amount: "100", extra: 1 },
    ]) {
      const response = await post(t.app, "/api/v2/withdrawals", body, { cookie });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect(await providerCredit(t.app, cookie)).toBe("200.00");
  });

  it("checks the live provider balance: INSUFFICIENT_CREDIT", async () => {
    const { cookie } = await fundedPlayer(t, 150);
    const response = await createWithdrawal(t, cookie, "150.01");
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("INSUFFICIENT_CREDIT");
    const other = await createWithdrawal(t, cookie, "100", "askmebet");
    expect(other.json().error.code).toBe("INSUFFICIENT_CREDIT");
  });

  it("allows one open withdrawal: OPEN_ORDER", async () => {
    const { cookie } = await fundedPlayer(t, 1000);
    await openWithdrawal(t, cookie, "100");
    const second = await createWithdrawal(t, cookie, "100");
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("OPEN_ORDER");
  });

  it("takes exactly one of 12 concurrent withdrawals of 60% of the credit", async () => {
    const { cookie, player } = await fundedPlayer(t, 1000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => createWithdrawal(t, cookie, "600")));
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 201)) {
      expect(["OPEN_ORDER", "INSUFFICIENT_CREDIT"]).toContain(answer.json().error.code);
    }
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("400.00");
    const ledger = await listPlayerLedger(t.database.db, player.id);
    expect(ledger.filter((entry) => entry.kind === "WITHDRAWAL_OUT")).toHaveLength(1);
  });

  it("needs a session, and hides another player's order (404)", async () => {
    const owner = await fundedPlayer(t, 200);
    const order = await openWithdrawal(t, owner.cookie, "100");
    const stranger = await depositingPlayer(t.app);
    const seen = await get(t.app, `/api/v2/withdrawals/${order.code}`, { cookie: stranger.cookie });
    expect(seen.statusCode).toBe(404);
    expect(seen.json().error.code).toBe("NOT_FOUND");
    const list = await get(t.app, "/api/v2/withdrawals", { cookie: stranger.cookie });
    expect(list.json().data.total).toBe(0);
    expect((await get(t.app, "/api/v2/withdrawals")).statusCode).toBe(401);
    expect((await post(t.app, "/api/v2/withdrawals", { provider: "gclub", amount: "100" })).statusCode).toBe(
      401,
    );
  });

  it("fails the order when the transfer out is refused, and the player may withdraw again", async () => {
    const { cookie } = await fundedPlayer(t, 300);
    const order = await openWithdrawal(t, cookie, "300");
    // The player lost credit in a game between the order and the transfer.
    const member = `demo_${(await get(t.app, "/api/v2/players/me", { cookie })).json().data.player.username}`;
    await t.app.gameProviders.gclub.transferOut({
      memberUsername: member,
      amount: "1.00",
      reference: "GAME1",
    });
    await t.app.jobs.runDueJobs();
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("FAILED");
    expect(await providerCredit(t.app, cookie)).toBe("299.00");
    const again = await createWithdrawal(t, cookie, "299");
    expect(again.statusCode).toBe(201);
  });
});

describe("the reason a player sees", () => {
  const playerOrder = async (cookie: string, code: string) =>
    (await get(t.app, `/api/v2/withdrawals/${code}`, { cookie })).json().data;

  it("is the words staff typed when rejecting, in the order, the list and its event", async () => {
    const { cookie, player } = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, cookie, "200");
    expect((await playerOrder(cookie, order.code)).reason).toBeNull();
    await t.app.jobs.runDueJobs();
    const published: PlayerEvent[] = [];
    const stop = t.app.events.subscribe(player.id, (event) => published.push(event));
    await staffAct(t, order.code, "reject", { reason: "  name does not match the account  " });
    // On PostgreSQL an event of the earlier job may still arrive after the subscription: wait for the rejection's.
    await waitUntil(
      () =>
        published.some(
          (event) =>
            event.name === "withdrawal.updated" &&
            (event.data as { order: { status: string } }).order.status === "REJECTED",
        ),
      "the rejection's event",
    );
    stop();
    expect(await playerOrder(cookie, order.code)).toMatchObject({
      status: "REJECTED",
      reason: "name does not match the account",
    });
    const list = (await get(t.app, "/api/v2/withdrawals?page=1&pageSize=5", { cookie })).json().data;
    expect(list.items[0]).toMatchObject({ code: order.code, reason: "name does not match the account" });
    expect(published).toContainEqual(
      expect.objectContaining({
        name: "withdrawal.updated",
        data: { order: expect.objectContaining({ reason: "name does not match the account" }) },
      }),
    );
  });

  it("is null for a rejection without words", async () => {
    const { cookie } = await fundedPlayer(t, 300);
    const order = await openWithdrawal(t, cookie, "100");
    await t.app.jobs.runDueJobs();
    await staffAct(t, order.code, "reject");
    expect(await playerOrder(cookie, order.code)).toMatchObject({ status: "REJECTED", reason: null });
  });

  it("never carries a failed transfer's internal text, which staff still see", async () => {
    const { cookie } = await fundedPlayer(t, 300);
    const order = await openWithdrawal(t, cookie, "300");
    const member = `demo_${(await get(t.app, "/api/v2/players/me", { cookie })).json().data.player.username}`;
    await t.app.gameProviders.gclub.transferOut({
      memberUsername: member,
      amount: "1.00",
      reference: `G${order.code}`,
    });
    await t.app.jobs.runDueJobs();
    expect(await playerOrder(cookie, order.code)).toMatchObject({ status: "FAILED", reason: null });
    const staffView = (await staffGet(t, `/withdrawals?search=${order.code}`)).json().data.items[0];
    expect(staffView.reason).toEqual(expect.any(String));
    expect(staffView.reason).not.toBe("");
  });
});

describe("an agency without a LAK rate", () => {
  it("refuses with a 4xx and creates nothing", async () => {
    const { cookie, username } = await register(t.app, { host: OTHER_HOST });
    const account = await post(
      t.app,
      "/api/v2/players/bank-accounts",
      { bankCode: "BCEL", accountNumber: uniqueAccountNumber(), accountName: "Noy", currency: "LAK" },
      { cookie, host: OTHER_HOST },
    );
    expect(account.statusCode).toBe(201);
    await t.app.gameProviders.gclub.createMember(`other_${username}`);
    await t.app.gameProviders.gclub.transferIn({
      memberUsername: `other_${username}`,
      amount: "500.00",
      reference: `TEST${username}`,
    });
    const response = await post(
      t.app,
      "/api/v2/withdrawals",
      { provider: "gclub", amount: "100" },
      { cookie, host: OTHER_HOST },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    const list = await get(t.app, "/api/v2/withdrawals", { cookie, host: OTHER_HOST });
    expect(list.json().data.total).toBe(0);
  });
});
