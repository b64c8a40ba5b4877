import { useEffect } from "react";
import { isPlayerSessionStart } from "./session-memory";

/**
 * On the login screen: when the player logs in in another tab, the cookie this tab shares now
 * carries a session, and this tab goes where its own login would have taken it (`target`, read
 * when it happens) instead of asking for the password again.
 */
export function useLoginElsewhere(target: () => string): void {
  useEffect(() => {
    let leaving = false;
    const onStorage = (event: StorageEvent) => {
      if (leaving || !isPlayerSessionStart(event)) return;
      leaving = true;
      // A page load, not a route change: everything this tab read as a visitor is read again.
      window.location.assign(target());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [target]);
}
