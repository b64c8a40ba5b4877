import { useEffect } from "react";
import { isPlayerSessionChange } from "./session-memory";

/**
 * A logout or a login in another tab changes whose session this tab's calls carry, while its
 * screens still show the player it loaded. The tab reloads at once: logged out, the player area
 * sends it to the login screen; logged in as someone else, it shows them. Nothing of the previous
 * player stays on screen or in memory.
 */
export function useSessionChangesElsewhere(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isPlayerSessionChange(event)) window.location.reload();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
