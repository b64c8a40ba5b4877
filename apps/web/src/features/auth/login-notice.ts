import type { LoginSearch } from "@/lib/safe-redirect";

/** An ended session or a break just taken is said plainly; a visitor from a player page is asked to log in to continue. */
export function loginNotice({ redirect, session }: LoginSearch): {
  description: string;
  sessionEnded: boolean;
  excluded: boolean;
} {
  if (session === "excluded") return { description: "login.subtitle", sessionEnded: false, excluded: true };
  if (session === "ended") return { description: "login.subtitle", sessionEnded: true, excluded: false };
  return {
    description: redirect ? "login.redirect_notice" : "login.subtitle",
    sessionEnded: false,
    excluded: false,
  };
}
