import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionUsages } from "../../db/schema/promotions.ts";
import { buildTestApp, get, type TestApp } from "../../test/helper.ts";
import { createDeposit, depositingPlayer, providerCredit, sendWebhook } from "../deposits/test-support.ts";
import { listPlayerLedger } from "../ledger/service.ts";
import { createWithdrawal, staffAct } from "../withdrawals/test-support.ts";
import { cancelUsage, DEMO_SELL, promotionFor, recheck, usePromotion, usingNow } from "./test-support.ts";

/**
 * Whatever a player does with promotions — take one, deposit (the promotion deposit or another),
 * play, withdraw (approved or rejected), recheck, cancel — and whenever the jobs run, every provider
 * balance is ≥ 0 and equal to the ledger's sum plus the rounds played, no usage is credited or
 * stripped of its bonus twice, and at most one usage is in use.
 */
const PROVIDERS = ["gclub", "askmebet"] as const;
type Provider = (typeof PROVIDERS)[number];

interface Real {
  t: TestApp;
  cookie: string;
  username: string;
  playerId: string;
  promotions: string[];
  /** Net credit moved by play at each provider: not ours, so not in the ledger. */
  rounds: Record<Provider, Decimal>;
  openWithdrawal?: string;
}

type Command = fc.AsyncCommand<object, Real>;

async function checkInvariants(real: Real) {
  const ledger = await listPlayerLedger(real.t.database.db, real.playerId);
  for (const provider of PROVIDERS) {
    const balance = await providerCredit(real.t.app, real.cookie, provider);
    const sum = ledger
      .filter((entry) => entry.provider === provider && entry.currency === "THB")
      .reduce((total, entry) => total.plus(entry.amount), new Decimal(0));
    expect(new Decimal(balance).gte(0), `${provider} balance`).toBe(true);
    expect(sum.plus(real.rounds[provider]).toFixed(2), `${provider} ledger + rounds`).toBe(balance);
  }
  const perUsage = (kind: string) => {
    const counts = new Map<string, number>();
    for (const entry of ledger.filter((each) => each.kind === kind)) {
      counts.set(entry.orderCode ?? "", (counts.get(entry.orderCode ?? "") ?? 0) + 1);
    }
    return [...counts.values()];
  };
  expect(perUsage("PROMOTION_BONUS_REMOVED").every((count) => count === 1)).toBe(true);
  expect(perUsage("DEPOSIT_BONUS").every((count) => count === 1)).toBe(true);
  const inUse = await real.t.database.db
    .select()
    .from(promotionUsages)
    .where(and(eq(promotionUsages.playerId, real.playerId), eq(promotionUsages.status, "USED")));
  expect(inUse.length).toBeLessThanOrEqual(1);
}

/** How much each run did: a property that ran nothing would pass vacuously. */
const counts = { commands: 0, deposits: 0 };

const command = (name: string, run: (real: Real) => Promise<void>): Command => ({
  check: () => true,
  async run(_model, real) {
    counts.commands += 1;
    await run(real);
    await checkInvariants(real);
  },
  toString: () => name,
});

const take = (index: number, provider: Provider) =>
  command(`use(${index}, ${provider})`, async (real) => {
    await usePromotion(real.t, real.cookie, real.promotions[index]!, provider);
  });

/** The promotion deposit when one is in use (its provider, its exact credit), else an ordinary one. */
const deposit = (provider: Provider, credit: number) =>
  command(`deposit(${provider}, ${credit})`, async (real) => {
    const usage = await usingNow(real.t, real.cookie);
    const inUse = usage as { provider?: Provider; promotion?: { depositCredit: string } } | null;
    const to = inUse?.provider ?? provider;
    const buying = inUse?.promotion ? Number(inUse.promotion.depositCredit) : credit;
    const response = await createDeposit(real.t.app, real.cookie, {
      provider: to,
      amount: String(buying * DEMO_SELL),
    });
    if (response.statusCode !== 201) return;
    await sendWebhook(real.t.app, response.json().data, { now: real.t.clock.now() });
    counts.deposits += 1;
  });

const play = (provider: Provider, cents: number) =>
  command(`play(${provider}, ${cents})`, async (real) => {
    const balance = new Decimal(await providerCredit(real.t.app, real.cookie, provider));
    const change = new Decimal(cents).div(100);
    const member = `demo_${real.username}`;
    const reference = `ROUND${Math.random().toString(36).slice(2, 14)}`;
    if (change.gt(0)) {
      await real.t.app.gameProviders[provider].transferIn({
        memberUsername: member,
        amount: change.toFixed(2),
        reference,
      });
      real.rounds[provider] = real.rounds[provider].plus(change);
    } else {
      const loss = Decimal.min(change.neg(), balance);
      if (loss.lte(0)) return;
      await real.t.app.gameProviders[provider].transferOut({
        memberUsername: member,
        amount: loss.toFixed(2),
        reference,
      });
      real.rounds[provider] = real.rounds[provider].minus(loss);
    }
  });

const withdraw = (provider: Provider, fraction: number) =>
  command(`withdraw(${provider}, ${fraction})`, async (real) => {
    const balance = new Decimal(await providerCredit(real.t.app, real.cookie, provider));
    const amount = balance.mul(fraction).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const response = await createWithdrawal(real.t, real.cookie, amount.toFixed(2), provider);
    if (response.statusCode === 201) real.openWithdrawal = response.json().data.code;
  });

const decide = (action: "approve" | "reject") =>
  command(action, async (real) => {
    if (real.openWithdrawal === undefined) return;
    const response = await staffAct(real.t, real.openWithdrawal, action);
    if (response.statusCode === 200) real.openWithdrawal = undefined;
  });

const doRecheck = () => command("recheck", async (real) => void (await recheck(real.t, real.cookie)));

const doCancel = () =>
  command("cancel", async (real) => {
    const usage = await usingNow(real.t, real.cookie);
    if (usage !== null) await cancelUsage(real.t, real.cookie, usage.usageId);
  });

const runJobs = () => command("runJobs", async (real) => void (await real.t.app.jobs.runDueJobs()));

const provider = fc.constantFrom(...PROVIDERS);
const commands = [
  fc.tuple(fc.integer({ min: 0, max: 2 }), provider).map(([index, p]) => take(index, p)),
  fc.tuple(fc.integer({ min: 0, max: 2 }), provider).map(([index, p]) => take(index, p)),
  // 54 credit is the smallest the demo agency sells for kip (its 35,000 kip minimum at 660).
  fc.tuple(provider, fc.integer({ min: 54, max: 400 })).map(([p, credit]) => deposit(p, credit)),
  fc.tuple(provider, fc.integer({ min: 54, max: 400 })).map(([p, credit]) => deposit(p, credit)),
  fc.tuple(provider, fc.integer({ min: -40_000, max: 40_000 })).map(([p, cents]) => play(p, cents)),
  fc.tuple(provider, fc.constantFrom(0.5, 1)).map(([p, fraction]) => withdraw(p, fraction)),
  fc.constant(decide("approve")),
  fc.constant(decide("reject")),
  fc.constant(doRecheck()),
  fc.constant(doCancel()),
  fc.constant(runJobs()),
  fc.constant(runJobs()),
];

let t: TestApp;
let promotions: string[];
beforeAll(async () => {
  t = await buildTestApp();
  promotions = [
    await promotionFor(t, {
      providers: ["gclub", "askmebet"],
      bonusCredit: "50.00",
      requiredCredit: "200.00",
    }),
    await promotionFor(t, {
      providers: ["gclub"],
      depositCredit: "200.00",
      bonusCredit: "100.00",
      maxCredit: "250.00",
      requiredCredit: "250.00",
      withdrawAll: true,
      deductBonusOnWithdraw: true,
    }),
    await promotionFor(t, { providers: ["askmebet"], kind: "FIRST_DEPOSIT", bonusCredit: "100.00" }),
  ];
});
afterAll(() => t.close());

describe("promotions and the ledger under any sequence (fast-check)", () => {
  it("keeps every balance ≥ 0 and equal to the ledger plus rounds, bonuses moved once", {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { size: "+1", maxCommands: 40 }), async (cmds) => {
        const registered = await depositingPlayer(t.app);
        const me = (await get(t.app, "/api/v2/players/me", { cookie: registered.cookie })).json().data.player;
        const real: Real = {
          t,
          cookie: registered.cookie,
          username: me.username,
          playerId: me.id,
          promotions,
          rounds: { gclub: new Decimal(0), askmebet: new Decimal(0) },
        };
        await fc.asyncModelRun(() => ({ model: {}, real }), [...cmds, runJobs()]);
      }),
      { numRuns: 20, seed: 20261122 },
    );
    expect(counts.commands).toBeGreaterThan(200);
    expect(counts.deposits).toBeGreaterThan(20);
  });
});
