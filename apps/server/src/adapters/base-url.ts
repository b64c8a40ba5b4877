import { isIP } from "node:net";

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1";
}

/** HTTPS only in production; elsewhere a loopback http address (a local fake) too. No credentials, query or fragment. */
export function acceptableBaseUrl(value: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return undefined;
  const allowed =
    url.protocol === "https:" || (!production && url.protocol === "http:" && isLoopback(url.hostname));
  if (!allowed) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}
