import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  bankerDraws,
  cardValue,
  dealBaccarat,
  handTotal,
  parseBet,
  playBaccarat,
  playGame,
  playVersus,
  type RandomSource,
  reelWeights,
  slotMultiplier,
  slotSymbols,
  spinSlot,
  winFor,
} from "./engines.ts";

/** A random source that answers the given draws in order and fails when a round asks for more. */
function draws(...values: number[]): RandomSource {
  let next = 0;
  return (max) => {
    const value = values[next++];
    if (value === undefined) throw new Error("the round drew more than the test planned");
    if (value < 0 || value >= max) throw new Error(`planned draw ${value} is outside [0, ${max})`);
    return value;
  };
}

/** The draw that deals a card of this rank (1 = ace … 13 = king) from the first suit. */
const rank = (value: number) => value - 1;

/** A small seeded generator (mulberry32), so statistical checks give the same answer every run. */
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

describe("bets", () => {
  it("takes decimal strings with two places from 1.00 to 1000.00", () => {
    for (const bet of ["1.00", "10.50", "999.99", "1000.00"]) expect(parseBet(bet)?.toFixed(2)).toBe(bet);
    for (const bet of [
      "0.99",
      "1000.01",
      "0.00",
      "10",
      "10.5",
      "10.500",
      "1e3",
      "-1.00",
      " 1.00",
      "",
      "abc",
    ]) {
      expect(parseBet(bet)).toBeUndefined();
    }
  });

  it("pays the win rounded down to the cent", () => {
    expect(winFor(new Decimal("1.01"), "1.95").toFixed(2)).toBe("1.96");
    expect(winFor(new Decimal("10.00"), "1.95").toFixed(2)).toBe("19.50");
    expect(winFor(new Decimal("3.33"), "0").toFixed(2)).toBe("0.00");
  });
});

describe("slot", () => {
  it("returns exactly 95% of the stakes over every stop of the three reels", () => {
    let stakes = 0;
    let paid = 0;
    let hits = 0;
    for (const a of slotSymbols)
      for (const b of slotSymbols)
        for (const c of slotSymbols) {
          const ways = reelWeights[a] * reelWeights[b] * reelWeights[c];
          const pays = slotMultiplier([a, b, c]);
          stakes += ways;
          paid += ways * pays;
          if (pays > 0) hits += ways;
        }
    expect(stakes).toBe(20 ** 3);
    expect(paid / stakes).toBe(0.95);
    expect(hits / stakes).toBeCloseTo(0.184, 3);
  });

  it("pays three of a kind by its table and two cherries anywhere, nothing else", () => {
    expect(slotMultiplier(["seven", "seven", "seven"])).toBe(100);
    expect(slotMultiplier(["bar", "bar", "bar"])).toBe(30);
    expect(slotMultiplier(["plum", "plum", "plum"])).toBe(8);
    expect(slotMultiplier(["cherry", "cherry", "cherry"])).toBe(10);
    expect(slotMultiplier(["cherry", "bell", "cherry"])).toBe(3);
    expect(slotMultiplier(["seven", "seven", "bar"])).toBe(0);
    expect(slotMultiplier(["cherry", "bell", "plum"])).toBe(0);
  });

  it("lands each symbol on as many of the 20 stops as its weight", () => {
    const landed = Object.fromEntries(slotSymbols.map((symbol) => [symbol, 0]));
    for (let stop = 0; stop < 20; stop += 1) {
      const { outcome } = spinSlot(draws(stop, stop, stop));
      const symbol = outcome.reels[0] ?? "";
      landed[symbol] = (landed[symbol] ?? 0) + 1;
      expect(outcome.reels).toEqual([symbol, symbol, symbol]);
    }
    expect(landed).toEqual(reelWeights);
    expect(spinSlot(draws(0, 0, 0))).toEqual({
      multiplier: "100",
      outcome: { kind: "slot", reels: ["seven", "seven", "seven"] },
    });
  });

  it("refuses a random source that answers out of range", () => {
    expect(() => spinSlot(() => 20)).toThrow(RangeError);
  });
});

describe("versus tables", () => {
  it("dragon tiger: the higher card wins 1.95×, a tie pays 8× and takes the side bets", () => {
    expect(playVersus("dragon-tiger", "dragon", draws(rank(13), rank(2)))).toMatchObject({
      multiplier: "1.95",
      outcome: { winner: "dragon", cards: [{ rank: 13 }, { rank: 2 }] },
    });
    expect(playVersus("dragon-tiger", "tiger", draws(rank(13), rank(2))).multiplier).toBe("0");
    expect(playVersus("dragon-tiger", "tie", draws(rank(13), rank(2))).multiplier).toBe("0");
    // A tie on rank, whatever the suits.
    const tie = draws(rank(7), 13 + rank(7));
    expect(playVersus("dragon-tiger", "tie", tie)).toMatchObject({
      multiplier: "8",
      outcome: {
        winner: "tie",
        cards: [
          { rank: 7, suit: "spades" },
          { rank: 7, suit: "hearts" },
        ],
      },
    });
    expect(playVersus("dragon-tiger", "dragon", draws(rank(7), rank(7))).multiplier).toBe("0");
    expect(playVersus("dragon-tiger", "tiger", draws(rank(7), rank(7))).multiplier).toBe("0");
  });

  it("cockfight and football: a tie once in 13 draws, the rest split evenly", () => {
    for (const theme of ["cockfight", "football"] as const) {
      const winners: Record<string, number> = {};
      for (let face = 0; face < 13; face += 1) {
        const { outcome } = playVersus(theme, "tie", draws(face, 0, 0));
        winners[outcome.winner] = (winners[outcome.winner] ?? 0) + 1;
      }
      expect(Object.values(winners).sort()).toEqual([1, 6, 6]);
      expect(winners.tie).toBe(1);
    }
    expect(playVersus("cockfight", "red", draws(1, 2))).toMatchObject({
      multiplier: "1.95",
      outcome: { winner: "red", round: 3 },
    });
    expect(playVersus("cockfight", "blue", draws(0)).outcome).toMatchObject({ winner: "tie", round: 5 });
    expect(playVersus("football", "away", draws(12, 1, 2))).toMatchObject({
      multiplier: "1.95",
      outcome: { winner: "away", score: [1, 4] },
    });
    expect(playVersus("football", "tie", draws(0, 2))).toMatchObject({
      multiplier: "8",
      outcome: { score: [2, 2] },
    });
  });

  it("shows a football score that agrees with the winner", () => {
    const random = seeded(7);
    for (let round = 0; round < 2000; round += 1) {
      const { outcome } = playVersus("football", "home", random);
      if (!("score" in outcome)) throw new Error("football shows a score");
      const [home, away] = outcome.score;
      expect(outcome.winner).toBe(home === away ? "tie" : home > away ? "home" : "away");
    }
  });

  it("refuses a bet of another table", () => {
    expect(() => playVersus("dragon-tiger", "red", draws(0, 0))).toThrow(RangeError);
    expect(() => playGame({ kind: "versus", theme: "football" }, undefined, draws(0))).toThrow(RangeError);
  });
});

describe("baccarat", () => {
  it("counts a hand's values modulo 10: aces one, tens and faces nothing", () => {
    const card = (value: number) => ({ rank: value, suit: "spades" as const });
    expect([1, 9, 10, 11, 12, 13].map((value) => cardValue(card(value)))).toEqual([1, 9, 0, 0, 0, 0]);
    expect(handTotal([card(9), card(8)])).toBe(7);
    expect(handTotal([card(13), card(5)])).toBe(5);
    expect(handTotal([card(1), card(9)])).toBe(0);
    expect(handTotal([card(7), card(6), card(9)])).toBe(2);
  });

  it("deals player, banker, player, banker and stands on a natural", () => {
    // Player 9 + K = 9 (natural), banker 2 + 3 = 5: nobody draws.
    expect(dealBaccarat(draws(rank(9), rank(2), rank(13), rank(3)))).toEqual({
      player: [
        { rank: 9, suit: "spades" },
        { rank: 13, suit: "spades" },
      ],
      banker: [
        { rank: 2, suit: "spades" },
        { rank: 3, suit: "spades" },
      ],
    });
  });

  it("follows the third-card rules", () => {
    // Player 2 + 3 = 5 draws an 8; banker 3 stands against an 8.
    let dealt = dealBaccarat(draws(rank(2), rank(1), rank(3), rank(2), rank(8)));
    expect([dealt.player.length, dealt.banker.length]).toEqual([3, 2]);
    // Player 6 stands; banker 4 draws.
    dealt = dealBaccarat(draws(rank(6), rank(4), rank(10), rank(10), rank(5)));
    expect([dealt.player.length, dealt.banker.length]).toEqual([2, 3]);
    // Player 7 stands; banker 6 stands.
    dealt = dealBaccarat(draws(rank(7), rank(6), rank(10), rank(10)));
    expect([dealt.player.length, dealt.banker.length]).toEqual([2, 2]);
    const third = (value: number) => ({ rank: value, suit: "clubs" as const });
    expect([0, 1, 2].every((total) => bankerDraws(total, third(9)))).toBe(true);
    expect([bankerDraws(3, third(8)), bankerDraws(3, third(1))]).toEqual([false, true]);
    expect([bankerDraws(4, third(1)), bankerDraws(4, third(2)), bankerDraws(4, third(7))]).toEqual([
      false,
      true,
      true,
    ]);
    expect([bankerDraws(5, third(3)), bankerDraws(5, third(4))]).toEqual([false, true]);
    expect([bankerDraws(6, third(5)), bankerDraws(6, third(6)), bankerDraws(6, third(7))]).toEqual([
      false,
      true,
      true,
    ]);
    expect(bankerDraws(7, third(6))).toBe(false);
  });

  it("pays player 2×, banker 1.95×, tie 9×; a tie returns the player and banker bets", () => {
    // Player 9 (natural) beats banker 5.
    const playerWins = [rank(9), rank(2), rank(13), rank(3)];
    expect(playBaccarat("player", draws(...playerWins))).toMatchObject({
      multiplier: "2",
      outcome: { winner: "player", player: { total: 9 }, banker: { total: 5 } },
    });
    expect(playBaccarat("banker", draws(...playerWins)).multiplier).toBe("0");
    expect(playBaccarat("tie", draws(...playerWins)).multiplier).toBe("0");
    // Banker 8 (natural) beats player 7.
    const bankerWins = [rank(3), rank(4), rank(4), rank(4)];
    expect(playBaccarat("banker", draws(...bankerWins))).toMatchObject({
      multiplier: "1.95",
      outcome: { winner: "banker", player: { total: 7 }, banker: { total: 8 } },
    });
    // Both 8: a tie.
    const tie = [rank(4), rank(5), rank(4), rank(3)];
    expect(playBaccarat("tie", draws(...tie))).toMatchObject({ multiplier: "9", outcome: { winner: "tie" } });
    expect(playBaccarat("player", draws(...tie)).multiplier).toBe("1");
    expect(playBaccarat("banker", draws(...tie)).multiplier).toBe("1");
  });

  it("wins like real punto banco over every deal of six cards", () => {
    const wins = { player: 0, banker: 0, tie: 0 };
    const deal = [0, 0, 0, 0, 0, 0];
    const deals = 13 ** 6;
    for (let index = 0; index < deals; index += 1) {
      let rest = index;
      for (let card = 0; card < 6; card += 1) {
        deal[card] = rest % 13;
        rest = Math.floor(rest / 13);
      }
      let next = 0;
      wins[playBaccarat("player", () => deal[next++] ?? 0).outcome.winner] += 1;
    }
    expect(wins.player / deals).toBeCloseTo(0.4461, 4);
    expect(wins.banker / deals).toBeCloseTo(0.4584, 4);
    expect(wins.tie / deals).toBeCloseTo(0.0954, 4);
  });
});
