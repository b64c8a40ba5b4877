import type { Player } from "@kham/contract";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { playerKeys } from "./player-keys";

/** The current-player lookup the /player area loads on entry. */
export function getMe({ client }: Caller = {}): Promise<{ player: Player }> {
  return api.get("/v2/players/me", (contract) => contract.playerAnswerSchema, { client });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: playerKeys.me, queryFn: getMe });
}

export function useMe(): Player {
  return useSuspenseQuery(meQueryOptions()).data.player;
}
