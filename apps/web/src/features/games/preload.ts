import type { Provider } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { alphabetGamesQueryOptions } from "./api/get-alphabet-games";
import { gamesQueryOptions } from "./api/get-games";

/*
 * What the game screens load before they render. Route loaders import this lazily so none of it
 * sits in the first bundle; it loads alongside the screen's own chunk. The credit is only started
 * here: the screen reads it again each time it shows, since a game just played has moved it.
 */

export function preloadAskmebetGames(queryClient: QueryClient) {
  void queryClient.prefetchQuery(providerCreditQueryOptions("askmebet"));
  return queryClient.ensureQueryData(gamesQueryOptions({ provider: "askmebet" }));
}

export function preloadAlphabetGames(queryClient: QueryClient) {
  void queryClient.prefetchQuery(providerCreditQueryOptions("alphabet"));
  return queryClient.ensureQueryData(alphabetGamesQueryOptions());
}

/** A lobby opens without its list of tables, so a failed list does not fail the screen. */
export function preloadLobby(queryClient: QueryClient, provider: Extract<Provider, "gclub" | "gclub_live">) {
  void queryClient.prefetchQuery(providerCreditQueryOptions(provider));
  return queryClient.prefetchQuery(gamesQueryOptions({ provider }));
}
