import type { Game } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { cachedForever, gameKeys } from "./game-keys";

export function getAlphabetGames({ client }: Caller = {}): Promise<Game[]> {
  return api.get("/v2/games/alphabet", (contract) => contract.gameSchema.array(), { client });
}

/** alphabet's games, most played first; its screen keeps them for good. */
export function alphabetGamesQueryOptions() {
  return queryOptions({ queryKey: gameKeys.alphabet(), queryFn: getAlphabetGames, ...cachedForever });
}

export function useAlphabetGames() {
  return useQuery(alphabetGamesQueryOptions());
}
