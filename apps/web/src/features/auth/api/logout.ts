import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { playerKeys } from "./player-keys";

export function logout(options: { skipLoginRedirect?: boolean } = {}): Promise<unknown> {
  return api.post("/v2/players/logout", {}, (contract) => contract.emptySchema, options);
}

/** Sets the visitor state so /login does not bounce back; the server logout is best-effort. */
export function logOutLocally(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: playerKeys.all });
  queryClient.setQueryData(playerKeys.info, null);
  void logout({ skipLoginRedirect: true }).catch(() => {});
}
