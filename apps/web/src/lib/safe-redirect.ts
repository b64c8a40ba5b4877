/** Where to go after login: only a path on this site (never "//other.host" or a full URL), else /player. */
export function safeRedirect(target: string | undefined, fallback = "/player"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target === "/login" || target.startsWith("/login?") || target.startsWith("/register")) return fallback;
  return target;
}
