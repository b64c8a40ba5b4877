import type { Provider } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { JUST_READ_MS } from "@/lib/query-client";
import { alphabetGamesQueryOptions } from "./api/get-alphabet-games";
import { gamesQueryOptions } from "./api/get-games";

/*
 * What the game screens load before they render. Route loaders import this lazily so none of it
 * sits in the first bundle; it loads alongside the screen's own chunk. The credit is only started
 * here: the screen reads it again each time it shows, since a game just played has moved it. One
 * read a moment ago (JUST_READ_MS: the page's own, which the server drew the screen with) is taken
 * as it is, so the route reads nothing before it hydrates.
 */

const creditJustRead = (provider: Provider) => ({
  ...providerCreditQueryOptions(provider),
  staleTime: JUST_READ_MS,
});

export function preloadAskmebetGames(queryClient: QueryClient) {
  void queryClient.prefetchQuery(creditJustRead("askmebet"));
  return queryClient.ensureQueryData(gamesQueryOptions({ provider: "askmebet" }));
}

export function preloadAlphabetGames(queryClient: QueryClient) {
  void queryClient.prefetchQuery(creditJustRead("alphabet"));
  return queryClient.ensureQueryData(alphabetGamesQueryOptions());
}

/** A lobby opens without its list of tables, so a failed list does not fail the screen. */
export function preloadLobby(queryClient: QueryClient, provider: Extract<Provider, "gclub" | "gclub_live">) {
  void queryClient.prefetchQuery(creditJustRead(provider));
  return queryClient.prefetchQuery(gamesQueryOptions({ provider }));
}
