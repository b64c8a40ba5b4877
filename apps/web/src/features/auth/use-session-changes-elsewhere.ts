import { useEffect } from "react";
import { hearOtherTabs, isLeaving, leaving } from "@/lib/player-session";

/** Another tab's login or logout changes this tab's session: it reloads and the server decides where it lands. */
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
