import { useEffect } from "react";
import { hearOtherTabs, isLeaving, leaving } from "@/lib/player-session";

/**
 * A login, a logout or an ended session in another tab changes whose session this tab's calls
 * carry (the tabs share the cookie), while its screens still show the player it loaded. The tab
 * loads afresh, and the server's answer decides where it lands: another player's screens, or the
 * login screen, which asks for a login without saying the session ended (the tab the server told
 * said so). Nothing of the previous player stays on screen or in memory. A tab already on its way
 * out (its own logout, a 401 that sends it to the login screen) goes on its way.
 */
export function useSessionChangesElsewhere(): void {
  useEffect(
    () =>
      hearOtherTabs(() => {
        if (isLeaving()) return;
        leaving();
        window.location.reload();
      }),
    [],
  );
}
