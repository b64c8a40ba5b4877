// Without zod: the web app's first screens use this rule, and the schemas stay out of their bundle.
import type { Game } from "./games.ts";
import { providers } from "./providers.ts";

/** How many of each provider's most played games the home screens show. */
export const POPULAR_GAMES_PER_PROVIDER = 3;

/** Taken in turns, so the first row of thumbnails already shows every provider. */
export function popularGames(games: readonly Game[], perProvider = POPULAR_GAMES_PER_PROVIDER): Game[] {
  const byProvider = providers.map((provider) =>
    games.filter((game) => game.provider === provider).slice(0, perProvider),
  );
  const popular: Game[] = [];
  for (let rank = 0; rank < perProvider; rank++) {
    for (const list of byProvider) {
      const game = list[rank];
      if (game) popular.push(game);
    }
  }
  return popular;
}
