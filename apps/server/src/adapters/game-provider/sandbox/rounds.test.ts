import Decimal from "decimal.js";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { GameProviderError } from "../types.ts";
import type { RandomSource } from "./engines.ts";
import { SandboxGameProvider } from "./provider.ts";
import { sandboxRounds, sandboxTransfers } from "./schema.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Both cards aces every time: dragon tiger ties, so a dragon bet always loses and a tie bet pays 8×. */
const alwaysTie: RandomSource = () => 0;

let members = 0;
async function fundedMember(provider: SandboxGameProvider, amount: string): Promise<string> {
  members += 1;
  const member = `rounds_${members}`;
  await provider.createMember(member);
  await provider.transferIn({ memberUsername: member, amount, reference: `fund-${member}` });
  return member;
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "played",
    (error) => (error instanceof GameProviderError ? error.reason : String(error)),
  );

async function roundsOf(provider: string, member: string) {
  return database.db
    .select()
    .from(sandboxRounds)
    .where(and(eq(sandboxRounds.provider, provider), eq(sandboxRounds.memberUsername, member)));
}

describe("a round", () => {
  it("takes the bet and pays the win in one step, recording the balance after it", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet", { random: alwaysTie });
    const member = await fundedMember(askmebet, "100.00");
    const lost = await askmebet.playRound({
      memberUsername: member,
      gameCode: "amb-dragon-tiger",
      bet: "10.00",
      choice: "dragon",
    });
    expect(lost).toMatchObject({ bet: "10.00", win: "0.00", balance: "90.00" });
    const won = await askmebet.playRound({
      memberUsername: member,
      gameCode: "amb-dragon-tiger",
      bet: "10.00",
      choice: "tie",
    });
    expect(won).toMatchObject({ bet: "10.00", win: "80.00", balance: "160.00" });
    expect(won.outcome).toMatchObject({ kind: "versus", winner: "tie" });
    expect(await askmebet.getBalance(member)).toBe("160.00");
    const rows = await roundsOf("askmebet", member);
    expect(rows.map((row) => new Decimal(row.balanceAfter).toFixed(2)).sort()).toEqual(["160.00", "90.00"]);
  });

  it("never takes a bet above the balance, and a refused round leaves no trace", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet", { random: alwaysTie });
    const member = await fundedMember(askmebet, "5.00");
    const round = { memberUsername: member, gameCode: "amb-dragon-tiger", choice: "dragon" };
    expect(await reason(askmebet.playRound({ ...round, bet: "5.01" }))).toBe("INSUFFICIENT_BALANCE");
    expect(await askmebet.getBalance(member)).toBe("5.00");
    expect(await roundsOf("askmebet", member)).toHaveLength(0);
    expect(await reason(askmebet.playRound({ ...round, bet: "5.00" }))).toBe("played");
    expect(await askmebet.getBalance(member)).toBe("0.00");
    expect(await reason(askmebet.playRound({ ...round, bet: "1.00" }))).toBe("INSUFFICIENT_BALANCE");
    expect(await askmebet.getBalance(member)).toBe("0.00");
  });

  it("refuses a bad bet, a bet the game does not take, an unknown game or member", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet");
    const member = await fundedMember(askmebet, "5000.00");
    const slot = { memberUsername: member, gameCode: "amb-lucky-naga" };
    for (const bet of ["0.99", "1000.01", "10", "1e2", "-5.00", ""]) {
      expect(await reason(askmebet.playRound({ ...slot, bet }))).toBe("INVALID_AMOUNT");
    }
    expect(await reason(askmebet.playRound({ ...slot, bet: "1.00", choice: "dragon" }))).toBe(
      "INVALID_CHOICE",
    );
    const table = { memberUsername: member, gameCode: "amb-baccarat", bet: "1.00" };
    expect(await reason(askmebet.playRound(table))).toBe("INVALID_CHOICE");
    expect(await reason(askmebet.playRound({ ...table, choice: "dragon" }))).toBe("INVALID_CHOICE");
    expect(await reason(askmebet.playRound({ ...slot, gameCode: "gc-royal-baccarat", bet: "1.00" }))).toBe(
      "GAME_NOT_FOUND",
    );
    expect(await reason(askmebet.playRound({ ...slot, memberUsername: "nobody", bet: "1.00" }))).toBe(
      "MEMBER_NOT_FOUND",
    );
    expect(await askmebet.getBalance(member)).toBe("5000.00");
  });
});

describe("rounds racing on one balance", () => {
  it("play only the affordable ones: 20 losing bets of the whole balance play once", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet", { random: alwaysTie });
    const member = await fundedMember(askmebet, "100.00");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        reason(
          askmebet.playRound({
            memberUsername: member,
            gameCode: "amb-dragon-tiger",
            bet: "100.00",
            choice: "dragon",
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === "played")).toHaveLength(1);
    expect(results.filter((result) => result === "INSUFFICIENT_BALANCE")).toHaveLength(19);
    expect(await askmebet.getBalance(member)).toBe("0.00");
    expect(await roundsOf("askmebet", member)).toHaveLength(1);
  });

  it("play twice when the balance covers two bets, and every one when each wins", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet", { random: alwaysTie });
    const twice = await fundedMember(askmebet, "100.00");
    const halves = await Promise.all(
      Array.from({ length: 20 }, () =>
        reason(
          askmebet.playRound({
            memberUsername: twice,
            gameCode: "amb-dragon-tiger",
            bet: "50.00",
            choice: "tiger",
          }),
        ),
      ),
    );
    expect(halves.filter((result) => result === "played")).toHaveLength(2);
    expect(await askmebet.getBalance(twice)).toBe("0.00");

    // Each tie pays 8× before the next bet is taken, so all 20 are affordable one after another.
    const winner = await fundedMember(askmebet, "10.00");
    const wins = await Promise.all(
      Array.from({ length: 20 }, () =>
        reason(
          askmebet.playRound({
            memberUsername: winner,
            gameCode: "amb-dragon-tiger",
            bet: "10.00",
            choice: "tie",
          }),
        ),
      ),
    );
    expect(wins.every((result) => result === "played")).toBe(true);
    expect(await askmebet.getBalance(winner)).toBe("1410.00");
  });

  it("keep the balance at the start plus every round's result, never below zero, with real draws", async () => {
    const gclub = new SandboxGameProvider(database.db, "gclub");
    const member = await fundedMember(gclub, "300.00");
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reason(
          gclub.playRound({
            memberUsername: member,
            gameCode: "gc-royal-baccarat",
            bet: "60.00",
            choice: index % 3 === 0 ? "tie" : "banker",
          }),
        ),
      ),
    );
    const rows = await roundsOf("gclub", member);
    const results = rows.reduce((sum, row) => sum.plus(row.win).minus(row.bet), new Decimal(0));
    expect(await gclub.getBalance(member)).toBe(new Decimal("300.00").plus(results).toFixed(2));
    expect(rows.every((row) => new Decimal(row.balanceAfter).gte(0))).toBe(true);
  });
});

/** A small seeded generator (mulberry32), so fast-check can replay a failing run exactly. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const cents = (value: number) => new Decimal(value).dividedBy(100).toFixed(2);

const operation = fc.oneof(
  fc.record({ kind: fc.constant("in" as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant("out" as const), cents: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant("repeat" as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant("round" as const),
    cents: fc.integer({ min: 100, max: 100_000 }),
    game: fc.constantFrom(
      { gameCode: "amb-lucky-naga" },
      { gameCode: "amb-fish-hunter" },
      { gameCode: "amb-dragon-tiger", choice: "dragon" },
      { gameCode: "amb-dragon-tiger", choice: "tie" },
      { gameCode: "amb-rooster-arena", choice: "blue" },
      { gameCode: "amb-virtual-football", choice: "home" },
      { gameCode: "amb-baccarat", choice: "player" },
      { gameCode: "amb-baccarat", choice: "banker" },
      { gameCode: "amb-baccarat", choice: "tie" },
    ),
  }),
);

describe("the member's balance", () => {
  it("equals the transfers plus every round's win less its bet, whatever the order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 20 }), fc.integer(), async (operations, seed) => {
        const askmebet = new SandboxGameProvider(database.db, "askmebet", { random: seeded(seed) });
        members += 1;
        const member = `ledger_${members}`;
        await askmebet.createMember(member);
        let expected = new Decimal(0);
        const transfers: { direction: "in" | "out"; amount: string; reference: string }[] = [];
        for (const [index, step] of operations.entries()) {
          if (step.kind === "repeat") {
            const earlier = transfers[step.which % Math.max(transfers.length, 1)];
            if (earlier === undefined) continue;
            const request = { memberUsername: member, amount: earlier.amount, reference: earlier.reference };
            await (earlier.direction === "in" ? askmebet.transferIn(request) : askmebet.transferOut(request));
          } else if (step.kind === "round") {
            const round = { memberUsername: member, bet: cents(step.cents), ...step.game };
            if (expected.gte(round.bet)) {
              const played = await askmebet.playRound(round);
              expected = expected.minus(played.bet).plus(played.win);
              expect(played.balance).toBe(expected.toFixed(2));
            } else {
              expect(await reason(askmebet.playRound(round))).toBe("INSUFFICIENT_BALANCE");
            }
          } else {
            const amount = cents(step.cents);
            const request = { memberUsername: member, amount, reference: `${member}-${index}` };
            if (step.kind === "in") {
              await askmebet.transferIn(request);
              expected = expected.plus(amount);
              transfers.push({ direction: "in", amount, reference: request.reference });
            } else if (expected.gte(amount)) {
              await askmebet.transferOut(request);
              expected = expected.minus(amount);
              transfers.push({ direction: "out", amount, reference: request.reference });
            } else {
              expect(await reason(askmebet.transferOut(request))).toBe("INSUFFICIENT_BALANCE");
            }
          }
          expect(expected.gte(0)).toBe(true);
        }
        const [transferred] = await database.db
          .select({
            total: sql<string>`coalesce(sum(case ${sandboxTransfers.direction} when 'in' then ${sandboxTransfers.amount} else -${sandboxTransfers.amount} end), 0)`,
          })
          .from(sandboxTransfers)
          .where(and(eq(sandboxTransfers.provider, "askmebet"), eq(sandboxTransfers.memberUsername, member)));
        const [played] = await database.db
          .select({ total: sql<string>`coalesce(sum(${sandboxRounds.win} - ${sandboxRounds.bet}), 0)` })
          .from(sandboxRounds)
          .where(and(eq(sandboxRounds.provider, "askmebet"), eq(sandboxRounds.memberUsername, member)));
        const balance = await askmebet.getBalance(member);
        expect(balance).toBe(expected.toFixed(2));
        expect(balance).toBe(new Decimal(transferred?.total ?? "0").plus(played?.total ?? "0").toFixed(2));
      }),
      { numRuns: 25 },
    );
  });
});
