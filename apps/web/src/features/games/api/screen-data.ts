import { type Game, type Provider, type ProviderCredit, providers } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { gameKeys } from "./game-keys";

/**
 * What a provider's game screen was drawn from when the server rendered it: its games, as the
 * screen's list call answers them (GET /games/alphabet for alphabet, GET /games?provider= for the
 * others), and the player's credit there.
 */
export interface GameScreenData {
  provider: Provider;
  games: Game[];
  credit: ProviderCredit;
}

/** The block when it holds a provider, its games and a credit at that provider; else undefined. */
export function gameScreenData(block: unknown): GameScreenData | undefined {
  const value = block as Partial<GameScreenData> | null | undefined;
  if (typeof value !== "object" || value === null || !Array.isArray(value.games)) return undefined;
  const provider = providers.find((candidate) => candidate === value.provider);
  if (provider === undefined || value.credit?.provider !== provider) return undefined;
  return typeof value.credit.credit?.amount === "string" ? (value as GameScreenData) : undefined;
}

/**
 * Seeds the screen's queries with what the server drew it from. The credit is the provider's live
 * balance: its route takes it as it is for a moment, and the screen reads it again as it shows.
 */
export function seedGameScreen(queryClient: QueryClient, data: GameScreenData): void {
  queryClient.setQueryData(
    data.provider === "alphabet" ? gameKeys.alphabet() : gameKeys.list({ provider: data.provider }),
    data.games,
  );
  queryClient.setQueryData(creditKeys.provider(data.provider), data.credit);
}
