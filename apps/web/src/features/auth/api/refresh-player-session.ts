import type { QueryClient } from "@tanstack/react-query";
import { tellOtherTabs } from "@/lib/player-session";
import { playerInfoQueryOptions } from "./get-player-info";
import { playerKeys } from "./player-keys";

/** Fetched before the caller navigates, so the /player guard sees the new session. */
export async function refreshPlayerSession(queryClient: QueryClient): Promise<void> {
  // Other tabs now carry this player's cookie; tell them (use-session-changes-elsewhere, use-login-elsewhere).
  tellOtherTabs("login");
  queryClient.removeQueries({ queryKey: playerKeys.me });
  await queryClient.invalidateQueries({ queryKey: playerKeys.info, refetchType: "none" });
  await queryClient.fetchQuery({ ...playerInfoQueryOptions(), staleTime: 0 });
}
