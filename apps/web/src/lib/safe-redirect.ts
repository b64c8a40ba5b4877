/** Where to go after login: only a path on this site (never "//other.host" or a full URL), else /player. */
export function safeRedirect(target: string | undefined, fallback = "/player"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target === "/login" || target.startsWith("/login?") || target.startsWith("/register")) return fallback;
  return target;
}

/**
 * The login screen's search: where to return after logging in, and `session: "ended"` when the
 * player was logged in and the session ran out, which the screen says. A visitor sent from a
 * player page has only the way back; a player who logged out has neither.
 */
export interface LoginSearch {
  redirect?: string | undefined;
  session?: "ended" | undefined;
}

export function loginHref({ redirect, session }: LoginSearch): string {
  const search = new URLSearchParams();
  if (redirect) search.set("redirect", redirect);
  if (session) search.set("session", session);
  const query = search.toString();
  return query ? `/login?${query}` : "/login";
}
