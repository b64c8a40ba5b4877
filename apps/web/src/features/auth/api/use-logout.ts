import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { i18n } from "@/lib/i18n";
import { forgetPlayerSession, logoutFailed, startLogout } from "../session-memory";
import { logout } from "./logout";
import { playerKeys } from "./player-keys";

/**
 * The player's own logout, from their menu: a module of its own, loaded with the menu's code when
 * it opens (logout.ts is the player area guard's, on every first screen). After logout the cached
 * player data is dropped and the page loads afresh, on the login screen: reloading the player page
 * itself would bring the player there anyway, but as a visitor asked to "log in to continue" back
 * into the area they chose to leave. While the call is on its way the tab takes no word from the
 * other tabs; should it fail, a change they made meanwhile reloads it.
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
