import type { GameCategory, Provider } from "@kham/contract";
import type { ProviderGame } from "../types.ts";

/** The sides of a two-sided table, left then right; a tie is the third bet. */
export const versusSides = {
  "dragon-tiger": ["dragon", "tiger"],
  cockfight: ["red", "blue"],
  football: ["home", "away"],
} as const;
export type VersusTheme = keyof typeof versusSides;

/** Which engine a game runs on, and how its page dresses the result. */
export type GamePlay =
  | { kind: "slot"; theme: "classic" | "fish" }
  | { kind: "versus"; theme: VersusTheme }
  | { kind: "baccarat" };

export interface SandboxGame extends ProviderGame {
  play: GamePlay;
}

const classicSlot: GamePlay = { kind: "slot", theme: "classic" };
const fishSlot: GamePlay = { kind: "slot", theme: "fish" };
const baccarat: GamePlay = { kind: "baccarat" };

function game(
  provider: Provider,
  code: string,
  name: string,
  category: GameCategory,
  play: GamePlay,
): SandboxGame {
  return { code, name, provider, category, imageUrl: `/games/${code}.webp`, play };
}

/** Each provider's games, most played first, as its real counterpart would list them. */
const catalogue: Record<Provider, SandboxGame[]> = {
  askmebet: [
    game("askmebet", "amb-lucky-naga", "Lucky Naga Gold", "slot", classicSlot),
    game("askmebet", "amb-fish-hunter", "Deep Sea Fish Hunter", "fish", fishSlot),
    game("askmebet", "amb-dragon-tiger", "Dragon Tiger", "card", { kind: "versus", theme: "dragon-tiger" }),
    game("askmebet", "amb-rooster-arena", "Rooster Arena", "chicken", { kind: "versus", theme: "cockfight" }),
    game("askmebet", "amb-virtual-football", "Virtual Football League", "sport", {
      kind: "versus",
      theme: "football",
    }),
    game("askmebet", "amb-baccarat", "Baccarat Classic", "casino", baccarat),
    game("askmebet", "amb-mekong-treasure", "Mekong Treasure", "slot", classicSlot),
    game("askmebet", "amb-golden-carp", "Golden Carp Shooter", "fish", fishSlot),
    game("askmebet", "amb-elephant-fortune", "Elephant Fortune", "slot", classicSlot),
  ],
  alphabet: [
    game("alphabet", "abc-wild-buffalo", "Wild Buffalo Rush", "slot", classicSlot),
    game("alphabet", "abc-jade-lotus", "Jade Lotus", "slot", classicSlot),
    game("alphabet", "abc-speed-dragon-tiger", "Speed Dragon Tiger", "card", {
      kind: "versus",
      theme: "dragon-tiger",
    }),
    game("alphabet", "abc-lucky-coins", "Lucky Coins 777", "slot", classicSlot),
    game("alphabet", "abc-speed-baccarat", "Speed Baccarat", "card", baccarat),
    game("alphabet", "abc-golden-temple", "Golden Temple Riches", "slot", classicSlot),
  ],
  gclub: [
    game("gclub", "gc-royal-baccarat", "Royal Baccarat", "casino", baccarat),
    game("gclub", "gc-lotus-baccarat", "Lotus Baccarat", "casino", baccarat),
    game("gclub", "gc-speed-baccarat", "Speed Baccarat 8", "casino", baccarat),
  ],
  gclub_live: [
    game("gclub_live", "gcl-vip-baccarat", "VIP Live Baccarat", "casino", baccarat),
    game("gclub_live", "gcl-squeeze-baccarat", "Live Squeeze Baccarat", "casino", baccarat),
    game("gclub_live", "gcl-mekong-baccarat", "Mekong Live Baccarat", "casino", baccarat),
  ],
};

export function gamesOf(provider: Provider): readonly SandboxGame[] {
  return catalogue[provider];
}

export function findGame(provider: Provider, code: string): SandboxGame | undefined {
  return catalogue[provider].find((candidate) => candidate.code === code);
}

/** The game as the catalogue API shows it: without the sandbox's engine settings. */
export function toProviderGame({ code, name, provider, category, imageUrl }: SandboxGame): ProviderGame {
  return { code, name, provider, category, imageUrl };
}

/** The bets a game takes besides its stake: none for a slot, a side or a tie at a table. */
export function choicesOf(play: GamePlay): readonly string[] {
  switch (play.kind) {
    case "slot":
      return [];
    case "versus":
      return [versusSides[play.theme][0], "tie", versusSides[play.theme][1]];
    case "baccarat":
      return ["player", "tie", "banker"];
  }
}
