import type { GamesQuery } from "@kham/contract";

/** The catalogue is public (the landing page shows it to visitors), so it lives outside ["player"]. */
export const gameKeys = {
  all: ["games"] as const,
  list: (filter: GamesQuery) => [...gameKeys.all, "list", filter] as const,
  alphabet: () => [...gameKeys.all, "alphabet"] as const,
  popular: () => [...gameKeys.all, "popular"] as const,
};

/** Kept for the whole visit: a catalogue changes with a provider's release, not while someone plays. */
export const cachedForever = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
} as const;
