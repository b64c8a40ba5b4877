import { type Game, type GameCategory, gameCategories } from "@kham/contract";

/** Only the sign matters, so the contract's decimal helpers (and zod) stay out of the game screens. */
export function isWithoutCredit(amount: string): boolean {
  return Number(amount) <= 0;
}

/** The categories a list has games in, in the site's usual order (slot, sport, casino …). */
export function categoriesWithGames(games: readonly Game[]): GameCategory[] {
  return gameCategories.filter((category) => games.some((game) => game.category === category));
}

/** Folds case and accents, so "lucky" finds "Lucky Naga" and "bac" finds "Baccarat". */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLocaleLowerCase()
    .trim();
}

/** The games whose name holds every word of the query, in the list's order (most played first). */
export function searchGames(games: readonly Game[], query: string): Game[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...games];
  return games.filter((game) => {
    const name = fold(game.name);
    return words.every((word) => name.includes(word));
  });
}
