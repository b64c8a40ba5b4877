import type { Game, GamesQuery } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
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
