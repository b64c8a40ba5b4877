import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs.ts";
import { providerMembers } from "../../db/schema/wallets.ts";
import { type FakeAmb, type FakeAmbFailure, startFakeAmb } from "../../test/fakes/amb.ts";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";
import {
  depositingPlayer,
  depositStatus,
  openDeposit,
  providerCredit,
  sendWebhook,
} from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { AGENT_CREDIT_RETRY_MS } from "../wallets/service.ts";
import { createWithdrawal, staffAct, withdrawalStatus } from "../withdrawals/test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const PRODUCTS = { askmebet: "ASKMEBET", gclub: "GCLUB", gclub_live: "GCLUBLIVE", alphabet: "ALPHABET" };
type AmbProvider = keyof typeof PRODUCTS;
/** LAK per credit at the demo agency (seed). */
const DEMO_SELL = 660;

let fake: FakeAmb;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeAmb();
  // A lost answer is waited for this long, not the production limit.
  t = await buildTestApp({ adapterTimeoutMs: 1_000 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.control.reset();
});

async function pointAtFake(provider: AmbProvider, reconcile: "repeat" | "none") {
  const answer = await t.app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/demo/game-providers/${provider}`,
    headers: { host: "localhost", "content-type": "application/json", ...admin },
    payload: JSON.stringify({
      kind: "amb",
      baseUrl: fake.url,
      agent: fake.agent,
      apiKey: fake.apiKey,
      productId: PRODUCTS[provider],
      reconcile,
    }),
  });
  expect(answer.statusCode).toBe(200);
}

async function paidDeposit(cookie: string, provider: AmbProvider, credit = 100) {
  const order = await openDeposit(t.app, cookie, { provider, amount: String(credit * DEMO_SELL) });
  expect((await sendWebhook(t.app, order, { now: t.clock.now() })).statusCode).toBe(200);
  return order;
}

/** Runs due jobs, letting the clock pass each retry's backoff, until none is pending. */
async function runJobsToCompletion() {
  for (let round = 0; round < 30; round += 1) {
    await t.app.jobs.runDueJobs();
    const pending = await t.database.db.select().from(jobs).where(eq(jobs.status, "pending"));
    if (pending.length === 0) return;
    t.clock.advance(5 * 60_000);
  }
  throw new Error("jobs still pending after 30 rounds");
}

async function jobOf(dedupeKey: string) {
  return (await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)))[0]!;
}

async function ledgerOf(playerId: string, code: string) {
  return (await listPlayerLedger(t.database.db, playerId)).filter((entry) => entry.orderCode === code);
}

/** The fake's own movements under our reference. */
const movementsOf = (reference: string) =>
  fake.control.ledger().filter((entry) => entry.transactionRef === reference);

async function storedMember(playerId: string, provider: AmbProvider) {
  const rows = await t.database.db
    .select()
    .from(providerMembers)
    .where(and(eq(providerMembers.playerId, playerId), eq(providerMembers.provider, provider)));
  return rows.find((row) => row.wallet !== "sandbox")?.memberUsername;
}

describe("a deposit to the demo agency's AMB account", () => {
  it("is credited at the fake with the documented Basic header and body, and its txId kept", async () => {
    await pointAtFake("askmebet", "none");
    const { cookie, player, username } = await depositingPlayer(t.app);
    const order = await paidDeposit(cookie, "askmebet");
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    const member = `demo_${username}`;
    expect(fake.control.balance(member, "ASKMEBET")).toBe("100");
    const [moved] = movementsOf(order.code);
    expect(moved).toMatchObject({ kind: "deposit", username: member, amount: "100.00" });
    expect(await ledgerOf(player.id, order.code)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", amount: "100.00", providerReference: moved!.txId },
    ]);
    const sent = fake.control.requests.filter((request) => request.route === "deposit");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.agent}:${fake.apiKey}`).toString("base64")}`,
    );
    expect(sent[0]!.headers["content-type"]).toBe("application/json");
    expect(sent[0]!.body).toEqual({
      username: member,
      amount: "100.00",
      transactionRef: order.code,
      productId: "ASKMEBET",
    });
    expect(await providerCredit(t.app, cookie, "askmebet")).toBe("100.00");
  });

  it("uses the member name the fake answered when it renames the member", async () => {
    await pointAtFake("askmebet", "none");
    fake.control.switches({ nameRule: "rename" });
    const { cookie, player, username } = await depositingPlayer(t.app);
    expect(await providerCredit(t.app, cookie, "askmebet")).toBe("0.00");
    const kept = fake.control.members("ASKMEBET");
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toBe(`demo_${username}`);
    expect(await storedMember(player.id, "askmebet")).toBe(kept[0]);
    const order = await paidDeposit(cookie, "askmebet");
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(fake.control.balance(kept[0]!, "ASKMEBET")).toBe("100");
    const asked = fake.control.requests.filter((request) => request.route === "member");
    expect(asked).toHaveLength(1);
    const deposits = fake.control.requests.filter((request) => request.route === "deposit");
    expect(deposits.map((request) => (request.body as { username: string }).username)).toEqual([kept[0]]);
  });
});

describe("a deposit whose answer is lost after the fake committed it", () => {
  it("under repeat with replay-original is sent again and recorded once", async () => {
    await pointAtFake("gclub", "repeat");
    const { cookie, player } = await depositingPlayer(t.app);
    expect(await providerCredit(t.app, cookie, "gclub")).toBe("0.00");
    fake.control.fail({ route: "deposit", mode: "commit-then-timeout" });
    const order = await paidDeposit(cookie, "gclub");
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(movementsOf(order.code)).toHaveLength(1);
    await runJobsToCompletion();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(fake.control.requests.filter((request) => request.route === "deposit")).toHaveLength(2);
    expect(movementsOf(order.code)).toHaveLength(1);
    expect(await ledgerOf(player.id, order.code)).toMatchObject([
      { kind: "DEPOSIT_CREDIT", providerReference: movementsOf(order.code)[0]!.txId },
    ]);
    expect(await providerCredit(t.app, cookie, "gclub")).toBe("100.00");
  });

  it("under repeat a withdrawal is sent again past the balance check and taken out once", async () => {
    await pointAtFake("gclub", "repeat");
    const { cookie, player, username } = await depositingPlayer(t.app);
    await paidDeposit(cookie, "gclub", 300);
    await t.app.jobs.runDueJobs();
    fake.control.fail({ route: "withdraw", mode: "commit-then-timeout" });
    const created = await createWithdrawal(t, cookie, "300", "gclub");
    expect(created.statusCode).toBe(201);
    const code = created.json().data.code as string;
    await runJobsToCompletion();
    expect(fake.control.requests.filter((request) => request.route === "withdraw")).toHaveLength(2);
    expect(movementsOf(code)).toHaveLength(1);
    expect(await ledgerOf(player.id, code)).toMatchObject([{ kind: "WITHDRAWAL_OUT", amount: "-300.00" }]);
    expect(fake.control.balance(`demo_${username}`, "GCLUB")).toBe("0");
  });

  it("under none stops for staff: a dead job, no ledger entry, one movement at the fake", async () => {
    await pointAtFake("gclub_live", "none");
    const { cookie, player } = await depositingPlayer(t.app);
    expect(await providerCredit(t.app, cookie, "gclub_live")).toBe("0.00");
    fake.control.fail({ route: "deposit", mode: "commit-then-timeout" });
    const order = await paidDeposit(cookie, "gclub_live");
    await runJobsToCompletion();
    expect(await jobOf(`deposit.transfer:${order.code}`)).toMatchObject({
      status: "dead",
      lastError: expect.stringMatching(/was lost and gclub_live has no lookup/),
    });
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(await ledgerOf(player.id, order.code)).toEqual([]);
    expect(movementsOf(order.code)).toHaveLength(1);
    expect(fake.control.requests.filter((request) => request.route === "deposit")).toHaveLength(1);
  });
});

describe("the agency's credit at the fake used up", () => {
  it("keeps the order paid and the job waiting, shown in health, and credits once after a top-up", async () => {
    await pointAtFake("askmebet", "none");
    fake.control.setAgentCredit("ASKMEBET", "50");
    const { cookie, player } = await depositingPlayer(t.app);
    const order = await paidDeposit(cookie, "askmebet");
    await t.app.jobs.runDueJobs();
    t.clock.advance(AGENT_CREDIT_RETRY_MS);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
    expect(await jobOf(`deposit.transfer:${order.code}`)).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: expect.stringMatching(/^AGENT_CREDIT: /),
    });
    const listed = await get(t.app, "/api/admin/v1/agencies/demo/game-providers", { headers: admin });
    const askmebet = listed.json().data.find((each: { provider: string }) => each.provider === "askmebet");
    expect(askmebet.health.waitingOnAgentCredit).toBe(1);
    expect(movementsOf(order.code)).toEqual([]);

    fake.control.setAgentCredit("ASKMEBET", "1000");
    t.clock.advance(AGENT_CREDIT_RETRY_MS);
    await t.app.jobs.runDueJobs();
    expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
    expect(movementsOf(order.code)).toHaveLength(1);
    expect(await ledgerOf(player.id, order.code)).toHaveLength(1);
    expect(fake.control.agentCredit("ASKMEBET")).toBe("900.00");
  });
});

describe("open bets at the fake", () => {
  it("fail the withdrawal with nothing moved at the fake or in the ledger", async () => {
    await pointAtFake("askmebet", "none");
    const { cookie, player, username } = await depositingPlayer(t.app);
    await paidDeposit(cookie, "askmebet", 500);
    await t.app.jobs.runDueJobs();
    fake.control.setOutstanding(`demo_${username}`, "ASKMEBET", "20");
    const created = await createWithdrawal(t, cookie, "300", "askmebet");
    expect(created.statusCode).toBe(201);
    const code = created.json().data.code as string;
    await runJobsToCompletion();
    const answer = (await get(t.app, `/api/v2/withdrawals/${code}`, { cookie })).json().data;
    expect(answer).toMatchObject({ status: "FAILED", failure: "OPEN_BETS" });
    expect(await ledgerOf(player.id, code)).toEqual([]);
    expect(movementsOf(code)).toEqual([]);
    expect(fake.control.requests.some((request) => request.route === "withdraw")).toBe(false);
    expect(fake.control.balance(`demo_${username}`, "ASKMEBET")).toBe("500");
  });
});

describe("a deposit answered by a failure", () => {
  for (const mode of ["http500", "html", "code:4242"] as const) {
    it(`(${mode}) is retried, never believed, and credited once the fake recovers`, async () => {
      await pointAtFake("alphabet", "repeat");
      const { cookie, player } = await depositingPlayer(t.app);
      expect(await providerCredit(t.app, cookie, "alphabet")).toBe("0.00");
      fake.control.fail({ route: "deposit", mode, times: 2 });
      const order = await paidDeposit(cookie, "alphabet");
      await t.app.jobs.runDueJobs();
      expect(await jobOf(`deposit.transfer:${order.code}`)).toMatchObject({ status: "pending", attempts: 1 });
      expect(await depositStatus(t.app, cookie, order.code)).toBe("PAID");
      expect(await ledgerOf(player.id, order.code)).toEqual([]);
      await runJobsToCompletion();
      expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
      expect(fake.control.requests.filter((request) => request.route === "deposit")).toHaveLength(3);
      expect(movementsOf(order.code)).toHaveLength(1);
      expect(await ledgerOf(player.id, order.code)).toHaveLength(1);
      expect(await providerCredit(t.app, cookie, "alphabet")).toBe("100.00");
    });
  }
});

describe("four providers on one fake", () => {
  it("keep a member's balances apart per product", async () => {
    for (const provider of Object.keys(PRODUCTS) as AmbProvider[]) await pointAtFake(provider, "none");
    const { cookie, username } = await depositingPlayer(t.app);
    await paidDeposit(cookie, "askmebet", 100);
    await t.app.jobs.runDueJobs();
    await paidDeposit(cookie, "gclub", 250);
    await t.app.jobs.runDueJobs();
    const member = `demo_${username}`;
    expect(fake.control.balance(member, "ASKMEBET")).toBe("100");
    expect(fake.control.balance(member, "GCLUB")).toBe("250");
    expect(await providerCredit(t.app, cookie, "askmebet")).toBe("100.00");
    expect(await providerCredit(t.app, cookie, "gclub")).toBe("250.00");
    expect(await providerCredit(t.app, cookie, "gclub_live")).toBe("0.00");
    expect(await providerCredit(t.app, cookie, "alphabet")).toBe("0.00");
    expect(fake.control.balance(member, "GCLUBLIVE")).toBe("0");
    expect(fake.control.balance(member, "ALPHABET")).toBe("0");
  });
});

describe("the sum of Kham's ledger per member", () => {
  const failure = fc.constantFrom(
    undefined,
    "http500" as const,
    "timeout" as const,
    "commit-then-timeout" as const,
  );
  const step = fc.record({
    kind: fc.constantFrom("deposit" as const, "withdraw" as const),
    credit: fc.integer({ min: 1, max: 5 }).map((hundreds) => hundreds * 100),
    failure,
  });

  it("equals the fake's balance after random transfers and failures under repeat + replay-original", async () => {
    await pointAtFake("gclub", "repeat");
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        fake.control.reset();
        const { cookie, player, username } = await depositingPlayer(t.app);
        let held = new Decimal(0);
        for (const each of steps) {
          if (each.kind === "withdraw" && held.lt(each.credit)) continue;
          if (each.failure !== undefined) {
            const route = each.kind;
            fake.control.fail({ route, mode: each.failure } satisfies FakeAmbFailure);
          }
          if (each.kind === "deposit") {
            const order = await paidDeposit(cookie, "gclub", each.credit);
            await runJobsToCompletion();
            expect(await depositStatus(t.app, cookie, order.code)).toBe("SUCCESS");
            held = held.plus(each.credit);
          } else {
            const created = await createWithdrawal(t, cookie, String(each.credit), "gclub");
            expect(created.statusCode).toBe(201);
            const code = created.json().data.code as string;
            await runJobsToCompletion();
            expect(await ledgerOf(player.id, code)).toMatchObject([{ kind: "WITHDRAWAL_OUT" }]);
            expect((await staffAct(t, code, "approve")).statusCode).toBe(200);
            expect(await withdrawalStatus(t, cookie, code)).toBe("SUCCESS");
            held = held.minus(each.credit);
          }
        }
        const moved = (await listPlayerLedger(t.database.db, player.id))
          .filter((entry) => entry.provider === "gclub" && entry.currency === "THB")
          .reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0));
        expect(moved.toFixed(2)).toBe(held.toFixed(2));
        expect(new Decimal(fake.control.balance(`demo_${username}`, "GCLUB") ?? "0").toFixed(2)).toBe(
          moved.toFixed(2),
        );
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
