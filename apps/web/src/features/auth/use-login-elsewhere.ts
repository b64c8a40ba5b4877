import { useEffect } from "react";
import { hearOtherTabs, isLeaving, leaving } from "@/lib/player-session";

/**
 * On the login screen: when the player logs in in another tab, the cookie this tab shares now
 * carries a session, and this tab goes where its own login would have taken it (`target`, read
 * when it happens) instead of asking for the password again.
 */
export function useLoginElsewhere(target: () => string): void {
  useEffect(
    () =>
      hearOtherTabs((news) => {
        if (news !== "login" || isLeaving()) return;
        leaving();
        // A page load, not a route change: everything this tab read as a visitor is read again.
        window.location.assign(target());
      }),
    [target],
  );
}
