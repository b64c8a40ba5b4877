import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { i18n } from "@/lib/i18n";
import { hearOtherTabs, leaving, staying, tellOtherTabs } from "@/lib/player-session";
import { logout } from "./logout";
import { playerKeys } from "./player-keys";

/** Reloads onto the login screen, not the player page, which would ask the leaving player to log in. */
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
