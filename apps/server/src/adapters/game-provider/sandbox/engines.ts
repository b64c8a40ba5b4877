import { randomInt } from "node:crypto";
import Decimal from "decimal.js";
import { type GamePlay, type VersusTheme, versusSides } from "./catalogue.ts";

/** An integer in [0, max): crypto.randomInt in play, a seeded or stubbed source in tests. */
export type RandomSource = (max: number) => number;

export const cryptoRandom: RandomSource = (max) => randomInt(max);

// Bets

export const MIN_BET = new Decimal("1.00");
export const MAX_BET = new Decimal("1000.00");
export const BET_PATTERN = /^\d{1,4}\.\d{2}$/;

/** The stake as a decimal with two places, or undefined when it is malformed or out of 1.00–1000.00. */
export function parseBet(bet: string): Decimal | undefined {
  if (!BET_PATTERN.test(bet)) return undefined;
  const value = new Decimal(bet);
  return value.gte(MIN_BET) && value.lte(MAX_BET) ? value : undefined;
}

/** What a round pays back, stake included; fractions of a cent stay with the house. */
export function winFor(bet: Decimal, multiplier: string): Decimal {
  return bet.times(multiplier).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

// Slot: three reels on one weighted strip

export const slotSymbols = ["seven", "bar", "bell", "melon", "cherry", "plum"] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Stops of each symbol on a reel of 20: the rarer, the richer. */
export const reelWeights: Record<SlotSymbol, number> = {
  seven: 1,
  bar: 2,
  bell: 3,
  melon: 4,
  cherry: 5,
  plum: 5,
};

/** Three of a kind pays this many times the bet. */
export const threeOfAKindPays: Record<SlotSymbol, number> = {
  seven: 100,
  bar: 30,
  bell: 25,
  melon: 15,
  cherry: 10,
  plum: 8,
};

/** Exactly two cherries anywhere on the line. */
export const TWO_CHERRIES_PAYS = 3;

const REEL_STOPS = slotSymbols.reduce((sum, symbol) => sum + reelWeights[symbol], 0);

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [first, second, third] = reels;
  if (first === second && second === third && first !== undefined) return threeOfAKindPays[first];
  const cherries = reels.filter((symbol) => symbol === "cherry").length;
  return cherries === 2 ? TWO_CHERRIES_PAYS : 0;
}

function spinReel(random: RandomSource): SlotSymbol {
  let stop = random(REEL_STOPS);
  for (const symbol of slotSymbols) {
    if (stop < reelWeights[symbol]) return symbol;
    stop -= reelWeights[symbol];
  }
  throw new RangeError(`random source answered outside [0, ${REEL_STOPS})`);
}

export interface SlotOutcome {
  kind: "slot";
  reels: SlotSymbol[];
}

export function spinSlot(random: RandomSource): { multiplier: string; outcome: SlotOutcome } {
  const reels = [spinReel(random), spinReel(random), spinReel(random)];
  return { multiplier: String(slotMultiplier(reels)), outcome: { kind: "slot", reels } };
}

// Cards (an endless shoe: every card is drawn from a full deck)

export const suits = ["spades", "hearts", "diamonds", "clubs"] as const;
export interface Card {
  /** 1 = ace … 11 = jack, 12 = queen, 13 = king. */
  rank: number;
  suit: (typeof suits)[number];
}

export function drawCard(random: RandomSource): Card {
  const index = random(52);
  if (!Number.isInteger(index) || index < 0 || index >= 52) {
    throw new RangeError(`random source answered ${index} outside [0, 52)`);
  }
  return { rank: (index % 13) + 1, suit: suits[Math.floor(index / 13)] ?? "spades" };
}

// Versus: two sides, the higher wins; a side bet loses on a tie

export const SIDE_PAYS = "1.95";
export const TIE_PAYS = "8";
/** A tie comes up once in 13, as two cards of equal rank do. */
const VERSUS_FACES = 13;

export type VersusOutcome = {
  kind: "versus";
  theme: VersusTheme;
  choice: string;
  /** The side that won, or "tie". */
  winner: string;
} & (
  | { cards: [Card, Card] }
  | { score: [number, number] }
  | { /** The round a fight ended in; a drawn fight goes the distance. */ round: number }
);

/** Left, right or tie from one draw of 13 faces: a tie on 0, the left side on 1–6, the right on 7–12. */
function versusWinner(face: number): 0 | 1 | "tie" {
  if (face === 0) return "tie";
  return face <= 6 ? 0 : 1;
}

export function playVersus(
  theme: VersusTheme,
  choice: string,
  random: RandomSource,
): { multiplier: string; outcome: VersusOutcome } {
  const sides = versusSides[theme];
  if (choice !== "tie" && !(sides as readonly string[]).includes(choice)) {
    throw new RangeError(`${choice} is not a bet of ${theme}`);
  }
  let result: 0 | 1 | "tie";
  let shown: { cards: [Card, Card] } | { score: [number, number] } | { round: number };
  if (theme === "dragon-tiger") {
    const cards: [Card, Card] = [drawCard(random), drawCard(random)];
    result = cards[0].rank === cards[1].rank ? "tie" : cards[0].rank > cards[1].rank ? 0 : 1;
    shown = { cards };
  } else {
    result = versusWinner(random(VERSUS_FACES));
    if (theme === "football") {
      if (result === "tie") {
        const goals = random(4);
        shown = { score: [goals, goals] };
      } else {
        const loser = random(3);
        const winner = loser + 1 + random(3);
        shown = { score: result === 0 ? [winner, loser] : [loser, winner] };
      }
    } else {
      shown = { round: result === "tie" ? 5 : random(5) + 1 };
    }
  }
  const winner = result === "tie" ? "tie" : sides[result];
  const multiplier = choice !== winner ? "0" : winner === "tie" ? TIE_PAYS : SIDE_PAYS;
  return { multiplier, outcome: { kind: "versus", theme, choice, winner, ...shown } };
}

// Baccarat: punto banco with the third-card rules

export const baccaratPays = { player: "2", banker: "1.95", tie: "9" } as const;
export type BaccaratBet = keyof typeof baccaratPays;

/** Aces count one, tens and faces nothing, the rest their pips. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand counts its cards' values modulo 10. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/** Whether the banker draws, given the banker's two-card total and the player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

export interface BaccaratHand {
  cards: Card[];
  total: number;
}

export interface BaccaratOutcome {
  kind: "baccarat";
  choice: BaccaratBet;
  winner: BaccaratBet;
  player: BaccaratHand;
  banker: BaccaratHand;
}

/** Deals a coup: player and banker two cards each, in turn, then the third-card rules. */
export function dealBaccarat(random: RandomSource): { player: Card[]; banker: Card[] } {
  const first = drawCard(random);
  const second = drawCard(random);
  const player = [first, drawCard(random)];
  const banker = [second, drawCard(random)];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (natural) return { player, banker };
  const playerThird = handTotal(player) <= 5 ? drawCard(random) : undefined;
  if (playerThird !== undefined) player.push(playerThird);
  if (bankerDraws(handTotal(banker), playerThird)) banker.push(drawCard(random));
  return { player, banker };
}

function isBaccaratBet(choice: string): choice is BaccaratBet {
  return Object.hasOwn(baccaratPays, choice);
}

export function playBaccarat(
  choice: string,
  random: RandomSource,
): { multiplier: string; outcome: BaccaratOutcome } {
  if (!isBaccaratBet(choice)) throw new RangeError(`${choice} is not a baccarat bet`);
  const dealt = dealBaccarat(random);
  const player = { cards: dealt.player, total: handTotal(dealt.player) };
  const banker = { cards: dealt.banker, total: handTotal(dealt.banker) };
  const winner: BaccaratBet =
    player.total === banker.total ? "tie" : player.total > banker.total ? "player" : "banker";
  // A tie returns the player and banker bets, as at every baccarat table.
  const multiplier = choice === winner ? baccaratPays[winner] : winner === "tie" ? "1" : "0";
  return { multiplier, outcome: { kind: "baccarat", choice, winner, player, banker } };
}

export type RoundOutcome = SlotOutcome | VersusOutcome | BaccaratOutcome;

/** Draws one round: the stake multiplier it pays back and what the player sees; the caller checked the bet. */
export function playGame(
  play: GamePlay,
  choice: string | undefined,
  random: RandomSource = cryptoRandom,
): { multiplier: string; outcome: RoundOutcome } {
  switch (play.kind) {
    case "slot":
      return spinSlot(random);
    case "versus":
      return playVersus(play.theme, choice ?? "", random);
    case "baccarat":
      return playBaccarat(choice ?? "", random);
  }
}
