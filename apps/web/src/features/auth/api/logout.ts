import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { api } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";
import { i18n } from "@/lib/i18n";
import { forgetPlayerSession, logoutFailed, startLogout } from "../session-memory";
import { playerKeys } from "./player-keys";

export function logout(options: { skipLoginRedirect?: boolean } = {}): Promise<unknown> {
  return api.post("/v2/players/logout", {}, (contract) => contract.emptySchema, options);
}

/**
 * After logout the cached player data is dropped and the page loads afresh, on the login screen:
 * reloading the player page itself would bring the player there anyway, but as a visitor asked
 * to "log in to continue" back into the area they chose to leave. While the call is on its way the
 * tab takes no word from the other tabs; should it fail, a change they made meanwhile reloads it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onMutate: () => ({ marker: startLogout() }),
    onSuccess: () => {
      forgetPlayerSession();
      queryClient.removeQueries({ queryKey: playerKeys.all });
      window.location.replace("/login");
    },
    onError: (error, _variables, started) => {
      if (started !== undefined && logoutFailed(started.marker)) {
        window.location.reload();
        return;
      }
      toast.error(i18n.t(errorKey(error)));
    },
  });
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
