import { useEffect } from "react";
import { onPlayerSessionEnd } from "@/lib/api-client";
import { loginHref } from "@/lib/safe-redirect";
import {
  currentPlayerSession,
  isPlayerSessionChange,
  isPlayerSessionEnd,
  markPlayerSessionEnded,
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
 */
export function useSessionChangesElsewhere(): void {
  useEffect(() => {
    let leaving = false;
    const onStorage = (event: StorageEvent) => {
      if (leaving || !isPlayerSessionChange(event)) return;
      // The first change decides: the end's marker may be removed right after it is written.
      leaving = true;
      if (isPlayerSessionEnd(event)) {
        const { pathname, search } = window.location;
        window.location.assign(loginHref({ redirect: pathname + search, session: "ended" }));
      } else {
        window.location.reload();
      }
    };
    window.addEventListener("storage", onStorage);
    // The player area was entered with this marker (its guard set it when missing).
    const entered = currentPlayerSession();
    const stopListening = onPlayerSessionEnd(() => {
      // This tab is leaving for the login screen: the first word decides here too.
      if (leaving) return;
      leaving = true;
      markPlayerSessionEnded(entered);
    });
    return () => {
      window.removeEventListener("storage", onStorage);
      stopListening();
    };
  }, []);
}
