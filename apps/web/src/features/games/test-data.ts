import type { Game, GameCategory, Provider } from "@kham/contract";
import { type ApiAnswer, stubApi } from "@/lib/test-app";

function game(provider: Provider, code: string, name: string, category: GameCategory): Game {
  return { code, name, provider, category, imageUrl: `/games/${code}.webp` };
}

/** askmebet's catalogue as the sandbox lists it, most played first; shared by the game tests. */
export const askmebetGames: Game[] = [
  game("askmebet", "amb-lucky-naga", "Lucky Naga Gold", "slot"),
  game("askmebet", "amb-fish-hunter", "Deep Sea Fish Hunter", "fish"),
  game("askmebet", "amb-dragon-tiger", "Dragon Tiger", "card"),
  game("askmebet", "amb-rooster-arena", "Rooster Arena", "chicken"),
  game("askmebet", "amb-mekong-treasure", "Mekong Treasure", "slot"),
  game("askmebet", "amb-golden-carp", "Golden Carp Shooter", "fish"),
  game("askmebet", "amb-elephant-fortune", "Elephant Fortune", "slot"),
];

export const alphabetGames: Game[] = [
  game("alphabet", "abc-wild-buffalo", "Wild Buffalo Rush", "slot"),
  game("alphabet", "abc-jade-lotus", "Jade Lotus", "slot"),
  game("alphabet", "abc-speed-dragon-tiger", "Speed Dragon Tiger", "card"),
  game("alphabet", "abc-lucky-coins", "Lucky Coins 777", "slot"),
];

export const gclubTables: Game[] = [
  game("gclub", "gc-royal-baccarat", "Royal Baccarat", "casino"),
  game("gclub", "gc-lotus-baccarat", "Lotus Baccarat", "casino"),
];

export const gclubLiveTables: Game[] = [
  game("gclub_live", "gcl-vip-baccarat", "VIP Live Baccarat", "casino"),
];

/** A provider's credit as `GET /v2/players/credits/{provider}` answers it. */
export function creditAt(provider: Provider, amount: string) {
  return { provider, credit: { amount, currency: "THB" } };
}

/** A logged-in player's info answer, as the game screens' tests serve it. */
export const playerInfo = {
  player: { id: "p1", username: "somchai", displayName: "Somchai" },
  credential: { username: "somchai", providers: [] },
  bankAccounts: [],
};

/** The API as a logged-in player meets it: `games` listed, and `launch` answering a game's launch. */
export function stubPlayerGames(games: Game[], launch: ApiAnswer) {
  return stubApi(({ path, method }): ApiAnswer | undefined =>
    method === "POST" && path === "/v2/games/launch"
      ? launch
      : path === "/v2/games"
        ? { status: 200, body: { data: games } }
        : path === "/v2/players/info"
          ? { status: 200, body: { data: playerInfo } }
          : undefined,
  );
}
