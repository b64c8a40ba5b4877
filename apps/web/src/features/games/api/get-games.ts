import { type Game, type GamesQuery, popularGames } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { cachedForever, gameKeys } from "./game-keys";

export function getGames({ provider, category }: GamesQuery = {}, { client }: Caller = {}): Promise<Game[]> {
  const query = new URLSearchParams();
  if (provider) query.set("provider", provider);
  if (category) query.set("category", category);
  const search = query.toString();
  return api.get(search ? `/v2/games?${search}` : "/v2/games", (contract) => contract.gameSchema.array(), {
    client,
  });
}

/** A provider's games (or everyone's), most played first; askmebet's screen keeps its list for good. */
export function gamesQueryOptions(filter: GamesQuery = {}) {
  return queryOptions({
    queryKey: gameKeys.list(filter),
    queryFn: ({ client }) => getGames(filter, { client }),
    ...(filter.provider === "askmebet" ? cachedForever : {}),
  });
}

export function useGames(filter: GamesQuery = {}) {
  return useQuery(gamesQueryOptions(filter));
}

/** The home screens' row of popular games, drawn from the catalogue of every provider. */
export function popularGamesQueryOptions() {
  return queryOptions({
    queryKey: gameKeys.popular(),
    queryFn: async ({ client }) => popularGames(await getGames({}, { client })),
  });
}

export function usePopularGames() {
  return useQuery(popularGamesQueryOptions());
}
