import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false` for a call that authenticates itself and comes from no browser (a signed webhook). */
    csrf?: false;
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function defaultPort(protocol: string): string {
  return protocol === "https" || protocol === "https:" ? "443" : "80";
}

/** host[:port] with the scheme's default port made explicit, so `localhost` equals `localhost:80`. */
function normalise(host: string, port: string, protocol: string): string {
  return `${host.toLowerCase()}:${port || defaultPort(protocol)}`;
}

function originMatchesHost(origin: string, request: FastifyRequest): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.protocol !== "http:" && originUrl.protocol !== "https:") return false;
  let requestUrl: URL;
  try {
    requestUrl = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return false;
  }
  return (
    normalise(originUrl.hostname, originUrl.port, originUrl.protocol) ===
    normalise(requestUrl.hostname, requestUrl.port, request.protocol)
  );
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

/** A state-changing API call must be JSON, same-site, and from our own origin when it says. */
export function csrfProblem(request: FastifyRequest): string | undefined {
  if (!STATE_CHANGING.has(request.method)) return undefined;
  if (!isJson(request.headers["content-type"])) return "The request must be sent as application/json";
  if (request.headers["sec-fetch-site"] === "cross-site") return "Cross-site requests are not accepted";
  const origin = request.headers.origin;
  if (origin !== undefined && !originMatchesHost(origin, request)) {
    return "The request's origin does not match this site";
  }
  return undefined;
}

/** Inside the /api scope, so it holds however the path was written (`/%61pi/...` too). */
export default fp(
  async function csrf(app: FastifyInstance) {
    // A callback hook, not a promise: it runs on every request and never waits for anything.
    app.addHook("onRequest", (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.csrf === false) return done();
      const problem = csrfProblem(request);
      done(problem === undefined ? undefined : new AppError("CSRF_REJECTED", problem));
    });
  },
  { name: "csrf" },
);
