import { useEffect } from "react";
import { hearOtherTabs, isLeaving, leaving } from "@/lib/player-session";

/** A login in another tab sends this login screen where its own login would have (`target`). */
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
