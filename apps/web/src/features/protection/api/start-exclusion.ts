import type { Exclusion, StartExclusionBody } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { leaving, staying, tellOtherTabs } from "@/lib/player-session";
import { loginHref } from "@/lib/safe-redirect";

/** Starts a cool-off or self-exclusion; the server ends every session of the player and clears the cookie. */
export function startExclusion(body: StartExclusionBody): Promise<Exclusion> {
  return api.post("/v2/players/protection/exclusion", body, (contract) => contract.exclusionSchema);
}

/** The tab leaves for the login screen, which says the break began; the other tabs are told to follow. */
export function useStartExclusion() {
  return useMutation({
    mutationFn: startExclusion,
    // The answer ends the session: this tab's other calls' 401s must not send it elsewhere first.
    onMutate: () => leaving(),
    onSuccess: (exclusion) => {
      tellOtherTabs("excluded");
      window.location.replace(loginHref({ session: "excluded", until: exclusion.until ?? "permanent" }));
    },
    onError: () => staying(),
  });
}
