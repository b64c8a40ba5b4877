import { useEffect } from "react";
import { hearOtherTabs, isLeaving, leaving } from "@/lib/player-session";
import { loginHref } from "@/lib/safe-redirect";

/** Another tab's login or logout changes this tab's session: it reloads and the server decides where it lands. */
export function useSessionChangesElsewhere(): void {
  useEffect(
    () =>
      hearOtherTabs((news) => {
        if (isLeaving()) return;
        leaving();
        // A break ended every session: the login screen says so, which a reload could not tell.
        if (news === "excluded") window.location.assign(loginHref({ session: "excluded" }));
        else window.location.reload();
      }),
    [],
  );
}
