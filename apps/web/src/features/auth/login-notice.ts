import type { LoginSearch } from "@/lib/safe-redirect";

/** An ended session is said plainly; a visitor from a player page is asked to log in to continue. */
export function loginNotice({ redirect, session }: LoginSearch): {
  description: string;
  sessionEnded: boolean;
} {
  if (session === "ended") return { description: "login.subtitle", sessionEnded: true };
  return { description: redirect ? "login.redirect_notice" : "login.subtitle", sessionEnded: false };
}
