import type { Player, PlayerInfo } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";

/** Every cached query about the logged-in player sits under ["player"], so logout drops them all at once. */
export const playerKeys = {
  all: ["player"] as const,
  info: ["player", "info"] as const,
  me: ["player", "me"] as const,
};

/** The player a page was rendered for: what players/info and players/me answered the server. */
export interface PagePlayer {
  info: PlayerInfo;
  me: { player: Player };
}

/**
 * Seeds who the page is for, as the server rendered it: a player (their home, with players/info
 * and players/me in the page) or nobody (a visitor's screen). The first render then asks neither.
 */
export function seedPlayer(queryClient: QueryClient, player: PagePlayer | null): void {
  queryClient.setQueryData(playerKeys.info, player?.info ?? null);
  if (player !== null) queryClient.setQueryData(playerKeys.me, player.me);
}

/** The player block the server wrote into the page, when it holds one of the right shape. */
export function pagePlayer(block: unknown): PagePlayer | null {
  const value = block as Partial<PagePlayer> | undefined;
  return value?.info?.player && value.me?.player ? (value as PagePlayer) : null;
}
