import type { PlayerInfo } from "@kham/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller, isApiError } from "@/lib/api-client";
import { playerKeys } from "./player-keys";

/** Whether players/info last answered that the server ended this browser's session, not said yet. */
let endedUnsaid = false;

/** The logged-in player's info, or null for a visitor (this call is exempt from the 401 rule). */
export async function getPlayerInfo({ client }: Caller = {}): Promise<PlayerInfo | null> {
  try {
    const info = await api.get("/v2/players/info", (contract) => contract.playerInfoSchema, { client });
    endedUnsaid = false;
    return info;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    // The answer cleared the cookie, so no later answer tells: the player area says it (once).
    if (error.code === "SESSION_ENDED") endedUnsaid = true;
    return null;
  }
}

/** Whether the player area, finding no player, is to say the session ended: answered once. */
export function takeSessionEnded(): boolean {
  const ended = endedUnsaid;
  endedUnsaid = false;
  return ended;
}

export function playerInfoQueryOptions() {
  return queryOptions({ queryKey: playerKeys.info, queryFn: getPlayerInfo });
}

/** null while loading and for visitors: the screens then show the visitor's view. */
export function usePlayerInfo(): PlayerInfo | null {
  return useQuery(playerInfoQueryOptions()).data ?? null;
}

/** Whether a player is logged in, for route guards; a failing lookup counts as a visitor. */
export async function isPlayerLoggedIn(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.ensureQueryData(playerInfoQueryOptions())) !== null;
  } catch {
    return false;
  }
}
