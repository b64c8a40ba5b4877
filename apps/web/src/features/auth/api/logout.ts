import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { playerKeys } from "./player-keys";

export function logout(options: { skipLoginRedirect?: boolean } = {}): Promise<unknown> {
  return api.post("/v2/players/logout", {}, (contract) => contract.emptySchema, options);
}

/**
 * Ends the session when the /player area cannot load the current player: the cached
 * player data is dropped, the visitor state is set so /login does not bounce back, and the server
 * session is closed on a best-effort basis.
 */
export function logOutLocally(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: playerKeys.all });
  queryClient.setQueryData(playerKeys.info, null);
  void logout({ skipLoginRedirect: true }).catch(() => {});
}
