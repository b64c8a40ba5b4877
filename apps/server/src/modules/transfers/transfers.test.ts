import { providers } from "@kham/contract";
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GameProviderError,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";
import { appContext } from "../context.ts";
import { providerCredit } from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { codeOf, depositAndPay, promotionFor, usePromotion } from "../promotions/test-support.ts";
import { createWithdrawal, fundedPlayer, staffGet, staffPost } from "../withdrawals/test-support.ts";
import { transferInLeg } from "./legs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Body = { from: string; to: string; amount: string };

function transfer(cookie: string, body: Body | Record<string, unknown>, key?: string) {
  return post(t.app, "/api/v2/credits/transfers", body, {
    cookie,
    ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
  });
}

async function transfers(cookie: string, query = "") {
  const response = await get(t.app, `/api/v2/credits/transfers${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    items: Array<{ id: string; status: string; from: string; to: string; amount: string }>;
    total: number;
    page: number;
    pageSize: number;
  };
}

async function credits(cookie: string) {
  const entries = await Promise.all(
    providers.map(async (provider) => [provider, await providerCredit(t.app, cookie, provider)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof providers)[number], string>;
}

/** Every provider's balance is the sum of the player's THB ledger there (nobody played). */
async function expectLedgerMatches(player: { id: string; cookie: string }) {
  const ledger = await listPlayerLedger(t.database.db, player.id);
  const balances = await credits(player.cookie);
  for (const provider of providers) {
    const sum = ledger
      .filter((entry) => entry.provider === provider && entry.currency === "THB")
      .reduce((total, entry) => total.plus(entry.amount), new Decimal(0));
    expect(sum.toFixed(2), provider).toBe(balances[provider]);
  }
}

async function transferLedger(playerId: string, code: string) {
  return (await listPlayerLedger(t.database.db, playerId))
    .filter((entry) => entry.orderCode === code)
    .map(({ kind, provider, amount }) => ({ kind, provider, amount }));
}

type Call = (transfer: TransferRequest) => Promise<TransferResult>;

/** Replaces one provider's transfer call for the length of `body`. */
async function withProviderCall(
  provider: "gclub" | "alphabet",
  name: "transferIn" | "transferOut",
  replacement: (original: Call) => Call,
  body: () => Promise<void>,
) {
  const adapter = t.app.gameProviders[provider];
  const original = adapter[name];
  adapter[name] = replacement(original);
  try {
    await body();
  } finally {
    adapter[name] = original;
  }
}

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

describe("POST /api/v2/credits/transfers", () => {
  it("answers 201 PENDING, then the jobs move the credit once, with a ledger entry each way", async () => {
    const player = await fundedPlayer(t, 1000);
    const response = await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "250.5" });
    expect(response.statusCode).toBe(201);
    const created = response.json().data.transfer;
    expect(created).toMatchObject({ from: "gclub", to: "alphabet", amount: "250.50", status: "PENDING" });
    expect(created.id).toMatch(/^T[0-9A-Z]{18}$/);
    // Nothing moves until the jobs run.
    expect(await credits(player.cookie)).toMatchObject({ gclub: "1000.00", alphabet: "0.00" });

    await t.app.jobs.runDueJobs();
    expect(await credits(player.cookie)).toMatchObject({ gclub: "749.50", alphabet: "250.50" });
    expect((await transfers(player.cookie)).items).toMatchObject([{ id: created.id, status: "SUCCESS" }]);
    expect(await transferLedger(player.player.id, created.id)).toEqual([
      { kind: "TRANSFER_OUT", provider: "gclub", amount: "-250.50" },
      { kind: "TRANSFER_IN", provider: "alphabet", amount: "250.50" },
    ]);
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });

    // Jobs run again (a worker taking over) change nothing.
    await transferInLeg(appContext(t.app), created.id, { attempts: 2 });
    await t.app.jobs.runDueJobs();
    expect(await credits(player.cookie)).toMatchObject({ gclub: "749.50", alphabet: "250.50" });
  });

  it("refuses bad input with 400 VALIDATION_ERROR and creates nothing", async () => {
    const player = await fundedPlayer(t, 100);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: "gclub", to: "gclub", amount: "10" }, "to"],
      [{ from: "gclub", to: "alphabet", amount: "0" }, "amount"],
      [{ from: "gclub", to: "alphabet", amount: "0.00" }, "amount"],
      [{ from: "gclub", to: "alphabet", amount: "-5" }, "amount"],
      [{ from: "gclub", to: "alphabet", amount: "1.001" }, "amount"],
      [{ from: "gclub", to: "alphabet", amount: "ten" }, "amount"],
      [{ from: "gclub", to: "alphabet", amount: 10 }, "amount"],
      [{ from: "nope", to: "alphabet", amount: "10" }, "from"],
      [{ from: "gclub", to: "gclub_livex", amount: "10" }, "to"],
      [{ from: "gclub", to: "alphabet" }, "amount"],
    ];
    for (const [body, field] of cases) {
      const response = await transfer(player.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const sameProvider = await transfer(player.cookie, { from: "gclub", to: "gclub", amount: "10" });
    expect(sameProvider.json().error.fields.to).toBe("validation.transfer_same_provider");
    const badKey = await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "10" }, "short");
    expect(codeOf(badKey)).toEqual([400, "VALIDATION_ERROR"]);
    expect((await transfers(player.cookie)).total).toBe(0);
    expect(await credits(player.cookie)).toMatchObject({ gclub: "100.00", alphabet: "0.00" });
  });

  it("needs a player", async () => {
    const response = await post(t.app, "/api/v2/credits/transfers", {
      from: "gclub",
      to: "alphabet",
      amount: "1",
    });
    expect(response.statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/credits/transfers")).statusCode).toBe(401);
  });

  it("refuses more than the credit at `from`: 422 INSUFFICIENT_CREDIT", async () => {
    const player = await fundedPlayer(t, 100);
    const above = await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "100.01" });
    expect(codeOf(above)).toEqual([422, "INSUFFICIENT_CREDIT"]);
    const empty = await transfer(player.cookie, { from: "askmebet", to: "gclub", amount: "1" });
    expect(codeOf(empty)).toEqual([422, "INSUFFICIENT_CREDIT"]);
    expect((await transfers(player.cookie)).total).toBe(0);
    // All of it is fine.
    expect((await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "100" })).statusCode).toBe(
      201,
    );
  });

  it("refuses while a promotion in use binds `from` or `to` (PROMOTION_USAGE), not other games", async () => {
    const { cookie } = await fundedPlayer(t, 100);
    // Credit at alphabet, then a promotion taken and paid at gclub.
    await transfer(cookie, { from: "gclub", to: "alphabet", amount: "100" });
    await t.app.jobs.runDueJobs();
    const promotionId = await promotionFor(t, { providers: ["gclub"] });
    expect((await usePromotion(t, cookie, promotionId, "gclub")).statusCode).toBe(201);
    await depositAndPay(t, cookie, 100, "gclub");
    expect(await credits(cookie)).toMatchObject({ gclub: "150.00", alphabet: "100.00" });

    const out = await transfer(cookie, { from: "gclub", to: "askmebet", amount: "10" });
    expect(codeOf(out)).toEqual([422, "PROMOTION_USAGE"]);
    const into = await transfer(cookie, { from: "alphabet", to: "gclub", amount: "10" });
    expect(codeOf(into)).toEqual([422, "PROMOTION_USAGE"]);
    // Games the promotion does not bind still trade.
    const free = await transfer(cookie, { from: "alphabet", to: "askmebet", amount: "10" });
    expect(free.statusCode).toBe(201);
    await t.app.jobs.runDueJobs();
    expect(await credits(cookie)).toMatchObject({ gclub: "150.00", alphabet: "90.00", askmebet: "10.00" });
  });

  it("refuses a promotion while a transfer is on its way, so its credit never lands under one", async () => {
    const { cookie } = await fundedPlayer(t, 60);
    const promotionId = await promotionFor(t, { providers: ["gclub", "askmebet"] });
    expect((await transfer(cookie, { from: "gclub", to: "askmebet", amount: "60" })).statusCode).toBe(201);
    expect(codeOf(await usePromotion(t, cookie, promotionId, "askmebet"))).toEqual([
      422,
      "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN",
    ]);
    await t.app.jobs.runDueJobs();
    expect((await usePromotion(t, cookie, promotionId, "gclub")).statusCode).toBe(201);
  });
});

describe("GET /api/v2/credits/transfers", () => {
  it("lists the player's own transfers newest first, paged", async () => {
    const player = await fundedPlayer(t, 100);
    const other = await fundedPlayer(t, 100);
    await transfer(other.cookie, { from: "gclub", to: "alphabet", amount: "5" });
    const ids: string[] = [];
    for (const amount of ["10", "20", "30"]) {
      const response = await transfer(player.cookie, { from: "gclub", to: "gclub_live", amount });
      ids.push(response.json().data.transfer.id);
      await t.app.jobs.runDueJobs();
      t.clock.advance(1000);
    }
    const first = await transfers(player.cookie, "?page=1&pageSize=2");
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((item) => [item.id, item.amount, item.status])).toEqual([
      [ids[2], "30.00", "SUCCESS"],
      [ids[1], "20.00", "SUCCESS"],
    ]);
    const second = await transfers(player.cookie, "?page=2&pageSize=2");
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect((await transfers(other.cookie)).total).toBe(1);
    const fresh = await register(t.app);
    expect(await transfers(fresh.cookie)).toMatchObject({ items: [], total: 0 });
  });
});

describe("exactly once under concurrency", () => {
  it("parallel requests leave one transfer on its way; the others are refused and nothing overdraws", async () => {
    const player = await fundedPlayer(t, 100);
    const bodies: Body[] = [
      { from: "gclub", to: "alphabet", amount: "100" },
      { from: "gclub", to: "alphabet", amount: "100" },
      { from: "gclub", to: "askmebet", amount: "100" },
      { from: "gclub", to: "gclub_live", amount: "60" },
    ];
    const answers = await Promise.all(bodies.map((body) => transfer(player.cookie, body)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual([
      "OPEN_ORDER",
      "OPEN_ORDER",
      "OPEN_ORDER",
    ]);
    await Promise.all([t.app.jobs.runDueJobs(), t.app.jobs.runDueJobs()]);
    const balances = await credits(player.cookie);
    const total = Object.values(balances).reduce((sum, value) => sum.plus(value), new Decimal(0));
    expect(total.toFixed(2)).toBe("100.00");
    expect(balances.gclub).toBe(
      new Decimal(100)
        .minus(answers.find((a) => a.statusCode === 201)!.json().data.transfer.amount)
        .toFixed(2),
    );
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("the same Idempotency-Key sent at once and again makes one transfer and answers it each time", async () => {
    const player = await fundedPlayer(t, 100);
    const body = { from: "gclub", to: "alphabet", amount: "40" };
    const key = "tap-0123456789abcdef";
    const answers = await Promise.all([1, 2, 3].map(() => transfer(player.cookie, body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.transfer.id));
    expect(ids.size).toBe(1);
    await t.app.jobs.runDueJobs();
    const again = await transfer(player.cookie, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.transfer).toMatchObject({ id: [...ids][0], status: "SUCCESS" });
    expect(await credits(player.cookie)).toMatchObject({ gclub: "60.00", alphabet: "40.00" });
    // The key names that transfer: another request under it is refused, not made.
    const reused = await transfer(player.cookie, { ...body, amount: "41" }, key);
    expect(codeOf(reused)).toEqual([400, "VALIDATION_ERROR"]);
    expect(reused.json().error.fields).toEqual({ idempotencyKey: "validation.idempotency_key_reused" });
    expect((await transfers(player.cookie)).total).toBe(1);
  });

  it("a transfer and a withdrawal racing for the same credit: one moves it, the other fails, nothing below zero", async () => {
    const player = await fundedPlayer(t, 100);
    const [moved, withdrawn] = await Promise.all([
      transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "100" }),
      createWithdrawal(t, player.cookie, "100"),
    ]);
    expect(moved.statusCode).toBe(201);
    expect(withdrawn.statusCode).toBe(201);
    await Promise.all([t.app.jobs.runDueJobs(), t.app.jobs.runDueJobs()]);
    const status = (await transfers(player.cookie)).items[0]!.status;
    const order = (
      await get(t.app, `/api/v2/withdrawals/${withdrawn.json().data.code}`, { cookie: player.cookie })
    ).json().data.status as string;
    const balances = await credits(player.cookie);
    expect(balances.gclub).toBe("0.00");
    if (status === "SUCCESS") {
      expect(order).toBe("FAILED");
      expect(balances.alphabet).toBe("100.00");
    } else {
      expect([status, order]).toEqual(["FAILED", "OPEN"]);
      expect(balances.alphabet).toBe("0.00");
    }
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("two workers running the transfer-in leg at once credit `to` once", async () => {
    const player = await fundedPlayer(t, 100);
    const id = (await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "70" })).json().data
      .transfer.id;
    await withProviderCall(
      "alphabet",
      "transferIn",
      () => async () => {
        throw new GameProviderError("TIMEOUT", "no answer in time");
      },
      () => t.app.jobs.runDueJobs().then(() => undefined),
    );
    expect(await credits(player.cookie)).toMatchObject({ gclub: "30.00", alphabet: "0.00" });
    const context = appContext(t.app);
    await Promise.all([
      transferInLeg(context, id, { attempts: 2 }),
      transferInLeg(context, id, { attempts: 2 }),
      transferInLeg(context, id, { attempts: 2 }),
    ]);
    expect(await credits(player.cookie)).toMatchObject({ gclub: "30.00", alphabet: "70.00" });
    expect(await transferLedger(player.player.id, id)).toEqual([
      { kind: "TRANSFER_OUT", provider: "gclub", amount: "-70.00" },
      { kind: "TRANSFER_IN", provider: "alphabet", amount: "70.00" },
    ]);
    t.clock.advance(60_000);
    await t.app.jobs.runDueJobs();
    expect(await credits(player.cookie)).toMatchObject({ gclub: "30.00", alphabet: "70.00" });
    expect((await transfers(player.cookie)).items[0]!.status).toBe("SUCCESS");
  });
});

describe("provider failures", () => {
  it("`from` refusing the transfer out: FAILED, nothing moved, no ledger", async () => {
    const player = await fundedPlayer(t, 100);
    let id = "";
    await withProviderCall(
      "gclub",
      "transferOut",
      () => async () => {
        throw new GameProviderError("INSUFFICIENT_BALANCE", "played away meanwhile");
      },
      async () => {
        id = (await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "50" })).json().data
          .transfer.id;
        await t.app.jobs.runDueJobs();
      },
    );
    expect((await transfers(player.cookie)).items[0]).toMatchObject({ id, status: "FAILED" });
    expect(await transferLedger(player.player.id, id)).toEqual([]);
    expect(await credits(player.cookie)).toMatchObject({ gclub: "100.00", alphabet: "0.00" });
    // The player may try again at once.
    expect((await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "50" })).statusCode).toBe(
      201,
    );
  });

  it("a transfer out whose answer was lost is reconciled by its reference, not repeated", async () => {
    const player = await fundedPlayer(t, 100);
    let calls = 0;
    await withProviderCall(
      "gclub",
      "transferOut",
      (original) => async (request) => {
        calls += 1;
        if (calls > 1) throw new GameProviderError("INSUFFICIENT_BALANCE", "a repeat the provider refuses");
        await original(request);
        throw new GameProviderError("TIMEOUT", "no answer in time");
      },
      async () => {
        await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "100" });
        await t.app.jobs.runDueJobs();
        expect((await transfers(player.cookie)).items[0]!.status).toBe("PENDING");
        t.clock.advance(1000);
        await t.app.jobs.runDueJobs();
      },
    );
    expect((await transfers(player.cookie)).items[0]!.status).toBe("SUCCESS");
    expect(await credits(player.cookie)).toMatchObject({ gclub: "0.00", alphabet: "100.00" });
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("`to` down for a while: PENDING with the credit recorded out, then lands once when it is back", async () => {
    const player = await fundedPlayer(t, 100);
    const id = (await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "25" })).json().data
      .transfer.id;
    await withProviderCall(
      "alphabet",
      "transferIn",
      () => async () => {
        throw new GameProviderError("TIMEOUT", "no answer in time");
      },
      async () => {
        await t.app.jobs.runDueJobs();
        t.clock.advance(5000);
        await t.app.jobs.runDueJobs();
      },
    );
    expect((await transfers(player.cookie)).items[0]!.status).toBe("PENDING");
    expect(await transferLedger(player.player.id, id)).toEqual([
      { kind: "TRANSFER_OUT", provider: "gclub", amount: "-25.00" },
    ]);
    t.clock.advance(60_000);
    await t.app.jobs.runDueJobs();
    expect((await transfers(player.cookie)).items[0]!.status).toBe("SUCCESS");
    expect(await credits(player.cookie)).toMatchObject({ gclub: "75.00", alphabet: "25.00" });
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("a transfer in whose answer was lost lands once", async () => {
    const player = await fundedPlayer(t, 100);
    let calls = 0;
    await withProviderCall(
      "alphabet",
      "transferIn",
      (original) => async (request) => {
        calls += 1;
        const result = await original(request);
        if (calls === 1) throw new Error("socket hang up after the provider moved the credit");
        return result;
      },
      async () => {
        await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "100" });
        await t.app.jobs.runDueJobs();
        t.clock.advance(1000);
        await t.app.jobs.runDueJobs();
      },
    );
    expect((await transfers(player.cookie)).items[0]!.status).toBe("SUCCESS");
    expect(await credits(player.cookie)).toMatchObject({ gclub: "0.00", alphabet: "100.00" });
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("`to` refusing for good: the credit goes back to `from` with its own entry, then FAILED", async () => {
    const player = await fundedPlayer(t, 100);
    let id = "";
    await withProviderCall(
      "alphabet",
      "transferIn",
      () => async () => {
        throw new GameProviderError("INVALID_AMOUNT", "the member's account takes no transfers");
      },
      async () => {
        id = (await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "80" })).json().data
          .transfer.id;
        await t.app.jobs.runDueJobs();
      },
    );
    expect((await transfers(player.cookie)).items[0]).toMatchObject({ id, status: "FAILED" });
    expect(await transferLedger(player.player.id, id)).toEqual([
      { kind: "TRANSFER_OUT", provider: "gclub", amount: "-80.00" },
      { kind: "TRANSFER_RETURNED", provider: "gclub", amount: "80.00" },
    ]);
    expect(await credits(player.cookie)).toMatchObject({ gclub: "100.00", alphabet: "0.00" });
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });

  it("`from` refusing the return too: PENDING and a dead job staff see; their retry brings it back once", async () => {
    const player = await fundedPlayer(t, 100);
    let id = "";
    await withProviderCall(
      "alphabet",
      "transferIn",
      () => async () => {
        throw new GameProviderError("INVALID_AMOUNT", "refused");
      },
      () =>
        withProviderCall(
          "gclub",
          "transferIn",
          () => async () => {
            throw new GameProviderError("INVALID_AMOUNT", "refused too");
          },
          async () => {
            id = (await transfer(player.cookie, { from: "gclub", to: "alphabet", amount: "30" })).json().data
              .transfer.id;
            await t.app.jobs.runDueJobs();
          },
        ),
    );
    expect((await transfers(player.cookie)).items[0]).toMatchObject({ id, status: "PENDING" });
    const job = await jobOf(`transfer.return:${id}`);
    expect(job).toMatchObject({ status: "dead", attempts: 1 });
    const dead = (await staffGet(t, "/jobs?status=dead&pageSize=100")).json().data.items as Array<{
      id: number;
    }>;
    expect(dead.map((each) => each.id)).toContain(job.id);

    expect((await staffPost(t, `/jobs/${job.id}/retry`)).statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect((await transfers(player.cookie)).items[0]).toMatchObject({ id, status: "FAILED" });
    expect(await credits(player.cookie)).toMatchObject({ gclub: "100.00", alphabet: "0.00" });
    await expectLedgerMatches({ id: player.player.id, cookie: player.cookie });
  });
});
