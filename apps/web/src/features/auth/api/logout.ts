import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { forgetPlayerSession } from "../session-memory";
import { playerKeys } from "./player-keys";

export function logout(options: { skipLoginRedirect?: boolean } = {}): Promise<unknown> {
  return api.post("/v2/players/logout", {}, (contract) => contract.emptySchema, options);
}

/**
 * Ends the session when the /player area cannot load the current player: the cached
 * player data is dropped, the visitor state is set so /login does not bounce back, and the server
 * session is closed on a best-effort basis. `ended`: this browser had a session, which ran out; the
 * other tabs hear of it.
 */
export function logOutLocally(queryClient: QueryClient, options: { ended?: boolean } = {}): void {
  forgetPlayerSession(options);
  queryClient.removeQueries({ queryKey: playerKeys.all });
  queryClient.setQueryData(playerKeys.info, null);
  void logout({ skipLoginRedirect: true }).catch(() => {});
}
