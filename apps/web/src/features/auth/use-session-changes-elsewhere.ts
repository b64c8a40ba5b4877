import { useEffect } from "react";
import { onPlayerSessionEnd } from "@/lib/api-client";
import { loginHref } from "@/lib/safe-redirect";
import {
  isLoggingOut,
  isPlayerSessionChange,
  isPlayerSessionEnd,
  markPlayerSessionEnded,
  playerSessionChangeSince,
} from "./session-memory";

/**
 * A logout or a login in another tab changes whose session this tab's calls carry, while its
 * screens still show the player it loaded. The tab leaves at once: logged out, it reloads and the
 * player area sends it to the login screen; logged in as someone else, it shows them. When the other
 * tab found the session ran out, this one goes to the login screen saying so, as it would have
 * itself, and comes back here after the login. Nothing of the previous player stays on screen or in
 * memory. The other way round too: when a call of this tab finds the session ran out, the other
 * tabs hear of it as this tab leaves for the login screen, unless a logout or a login elsewhere
 * changed the session's marker since this tab entered (the refused call only raced it).
 *
 * `entered`: the marker the player area's guard let this tab in with. A change the other tabs made
 * since, before this tab listened (it was still hydrating), is acted on at once. (One made while its
 * scripts loaded, before the guard ran, the guard finds: see playerSessionInDoubt.)
 */
export function useSessionChangesElsewhere(entered: string | null): void {
  useEffect(() => {
    let leaving = false;
    const leave = (ended: boolean) => {
      // The first change decides: the end's marker may be replaced right after it is written.
      leaving = true;
      if (ended) {
        const { pathname, search } = window.location;
        window.location.assign(loginHref({ redirect: pathname + search, session: "ended" }));
      } else {
        window.location.reload();
      }
    };
    const onStorage = (event: StorageEvent) => {
      // A logout under way in this tab takes it to the login screen by itself (see startLogout).
      if (leaving || isLoggingOut() || !isPlayerSessionChange(event)) return;
      leave(isPlayerSessionEnd(event));
    };
    window.addEventListener("storage", onStorage);
    const missed = playerSessionChangeSince(entered);
    if (missed !== undefined && !isLoggingOut()) leave(missed === "ended");
    const stopListening = onPlayerSessionEnd(() => {
      // The player's own logout ended the session, and takes the tab to the login screen itself:
      // nothing ran out, for this tab or the others to be told.
      if (isLoggingOut()) return false;
      // This tab is leaving for the login screen: the first word decides here too.
      if (leaving) return true;
      leaving = true;
      markPlayerSessionEnded(entered);
      return true;
    });
    return () => {
      window.removeEventListener("storage", onStorage);
      stopListening();
    };
  }, [entered]);
}
