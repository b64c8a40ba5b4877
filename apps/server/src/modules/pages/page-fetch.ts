import type { FastifyInstance, FastifyRequest } from "fastify";
import { withTimeout } from "../../adapters/timeouts.ts";

/** How a page's calls reach the API: `fetch`'s shape, for a path under /api (apps/web/src/lib/api-client.ts). */
export type PageFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Past it the page goes without that answer, which the browser then asks for itself. */
export const PAGE_CALL_BUDGET_MS = 250;

/** What a request's own calls carry over from it: who it is for (the proxy's word included). */
const CARRIED = ["host", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "user-agent"];

class PageCallTooSlow extends Error {
  constructor(url: string, ms: number) {
    super(`${url} did not answer within the page's ${ms} ms`);
    this.name = "PageCallTooSlow";
  }
}

export interface PageCalls {
  fetch: PageFetch;
  /** The paths that answered (a refusal included), in time for the page. */
  answered: ReadonlySet<string>;
}

/** In-process reads through the same routes; the cookie only for a player's own page, as a visitor's page is shared. */
export function pageCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  { withCookie, budgetMs }: { withCookie: boolean; budgetMs: number },
): PageCalls {
  const answered = new Set<string>();
  const headers: Record<string, string> = { accept: "application/json", "x-request-id": request.id };
  for (const name of CARRIED) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (withCookie && typeof request.headers.cookie === "string") headers.cookie = request.headers.cookie;
  const fetch: PageFetch = async (url, init) => {
    // The render only reads: a guard's logout or any other change is the browser's to make.
    if ((init.method ?? "GET") !== "GET" || !url.startsWith("/api/"))
      throw new Error(`${init.method} ${url} is not a page's read`);
    const reply = await withTimeout(
      app.inject({ method: "GET", url, headers, remoteAddress: request.socket.remoteAddress }),
      budgetMs,
      () => new PageCallTooSlow(url, budgetMs),
    );
    if (reply.statusCode < 500) answered.add(url);
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.payload, {
      status: reply.statusCode,
      headers: { "content-type": String(reply.headers["content-type"] ?? "application/json") },
    });
  };
  return { fetch, answered };
}
