import type { QueryClient } from "@tanstack/react-query";
import { tellOtherTabs } from "@/lib/player-session";
import { playerInfoQueryOptions } from "./get-player-info";
import { playerKeys } from "./player-keys";

/**
 * After login or registration the player info is invalidated: the previous visitor's player
 * data is dropped and the player info is fetched before the caller navigates, so the /player guard
 * sees the new session.
 */
export async function refreshPlayerSession(queryClient: QueryClient): Promise<void> {
  // The other tabs of the browser now send this player's cookie: those in the player area load
  // afresh (use-session-changes-elsewhere), a login screen goes where its own login would have
  // (use-login-elsewhere).
  tellOtherTabs("login");
  queryClient.removeQueries({ queryKey: playerKeys.me });
  await queryClient.invalidateQueries({ queryKey: playerKeys.info, refetchType: "none" });
  await queryClient.fetchQuery({ ...playerInfoQueryOptions(), staleTime: 0 });
}
