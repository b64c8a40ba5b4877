import type { LoginSearch } from "@/lib/safe-redirect";

export interface LoginNotice {
  description: string;
  sessionEnded: boolean;
  /** The message of a break just taken, and its end (ISO) when the message names it. */
  excluded: { key: string; until?: string } | undefined;
}

/** An ended session or a break just taken is said plainly; a visitor from a player page is asked to log in to continue. */
export function loginNotice({ redirect, session, until }: LoginSearch): LoginNotice {
  if (session === "excluded") {
    const excluded =
      until === "permanent"
        ? { key: "login.excluded_permanent" }
        : until && !Number.isNaN(Date.parse(until))
          ? { key: "login.excluded_until", until }
          : { key: "login.excluded" };
    return { description: "login.subtitle", sessionEnded: false, excluded };
  }
  if (session === "ended") return { description: "login.subtitle", sessionEnded: true, excluded: undefined };
  return {
    description: redirect ? "login.redirect_notice" : "login.subtitle",
    sessionEnded: false,
    excluded: undefined,
  };
}
