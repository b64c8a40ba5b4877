import type { LoginSearch } from "@/lib/safe-redirect";

/**
 * What the login screen says about why the player is there: a session that ran out is said plainly
 * (in a notice of its own), a visitor sent from a player page is asked to log in to continue, and
 * anyone else (a player who just logged out included) is simply welcomed.
 */
export function loginNotice({ redirect, session }: LoginSearch): {
  description: string;
  sessionEnded: boolean;
} {
  if (session === "ended") return { description: "login.subtitle", sessionEnded: true };
  return { description: redirect ? "login.redirect_notice" : "login.subtitle", sessionEnded: false };
}
