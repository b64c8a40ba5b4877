import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { i18n } from "@/lib/i18n";
import { hearOtherTabs, leaving, staying, tellOtherTabs } from "@/lib/player-session";
import { logout } from "./logout";
import { playerKeys } from "./player-keys";

/**
 * The player's own logout, from their menu: a module of its own, loaded with the menu's code when
 * it opens (logout.ts is the player area guard's, on every first screen). After logout the cached
 * player data is dropped, the other tabs are told, and the page loads afresh, on the login screen:
 * reloading the player page itself would bring the player there anyway, but as a visitor asked to
 * "log in to continue" back into the area they chose to leave. While the call is on its way the tab
 * is leaving: the other tabs' news and its own calls' 401s send it nowhere else. Should it fail,
 * news heard meanwhile reloads it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onMutate: () => {
      leaving();
      const heard = { news: false };
      const stopHearing = hearOtherTabs(() => {
        heard.news = true;
      });
      return { heard, stopHearing };
    },
    onSuccess: (_answer, _variables, started) => {
      started.stopHearing();
      tellOtherTabs("logout");
      queryClient.removeQueries({ queryKey: playerKeys.all });
      window.location.replace("/login");
    },
    onError: (error, _variables, started) => {
      started?.stopHearing();
      if (started?.heard.news) {
        window.location.reload();
        return;
      }
      staying();
      toast.error(i18n.t(errorKey(error)));
    },
  });
}
