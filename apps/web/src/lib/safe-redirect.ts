/** Where to go after login: only a path on this site (never "//other.host" or a full URL), else /player. */
export function safeRedirect(target: string | undefined, fallback = "/player"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target === "/login" || target.startsWith("/login?") || target.startsWith("/register")) return fallback;
  return target;
}

/**
 * Where to return after login, and why the session ended, which the screen says: `ended` when it ran
 * out, `excluded` when the player took a break (`until`: its end, ISO, or "permanent"; unknown to
 * the tabs that only heard of it).
 */
export interface LoginSearch {
  redirect?: string | undefined;
  session?: "ended" | "excluded" | undefined;
  until?: string | undefined;
}

export function loginHref({ redirect, session, until }: LoginSearch): string {
  const search = new URLSearchParams();
  if (redirect) search.set("redirect", redirect);
  if (session) search.set("session", session);
  if (until) search.set("until", until);
  const query = search.toString();
  return query ? `/login?${query}` : "/login";
}
