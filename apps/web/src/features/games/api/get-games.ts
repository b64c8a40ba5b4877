import { type Game, type GamesQuery, popularGames } from "@kham/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cachedForever, gameKeys } from "./game-keys";

export function getGames({ provider, category }: GamesQuery = {}): Promise<Game[]> {
  const query = new URLSearchParams();
  if (provider) query.set("provider", provider);
  if (category) query.set("category", category);
  const search = query.toString();
  return api.get(search ? `/v2/games?${search}` : "/v2/games", (contract) => contract.gameSchema.array());
}

/** A provider's games (or everyone's), most played first; askmebet's screen keeps its list for good. */
export function gamesQueryOptions(filter: GamesQuery = {}) {
  return queryOptions({
    queryKey: gameKeys.list(filter),
    queryFn: () => getGames(filter),
    ...(filter.provider === "askmebet" ? cachedForever : {}),
  });
}

export function useGames(filter: GamesQuery = {}) {
  return useQuery(gamesQueryOptions(filter));
}

/**
 * The home screens' row of popular games: the server puts it in their page (no call, and the row
 * is drawn with the page); elsewhere, or when the page has none, it is drawn from the catalogue.
 */
export function popularGamesQueryOptions() {
  return queryOptions({
    queryKey: gameKeys.popular(),
    queryFn: async () => popularGames(await getGames()),
  });
}

export function usePopularGames() {
  return useQuery(popularGamesQueryOptions());
}

/** The popular games the page holds, as the home screen was rendered from them. */
export function seedPopularGames(queryClient: QueryClient, games: unknown): void {
  if (Array.isArray(games)) queryClient.setQueryData(gameKeys.popular(), games as Game[]);
}
