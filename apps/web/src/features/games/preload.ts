import type { Provider } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { JUST_READ_MS } from "@/lib/query-client";
import { alphabetGamesQueryOptions } from "./api/get-alphabet-games";
import { gamesQueryOptions } from "./api/get-games";

/* The credit is only started here: a game just played has moved it, so the screen rereads it. */

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
