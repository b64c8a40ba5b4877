import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The player's app installs: its service worker (/sw.js) and web manifest, from this origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** The headers that do not depend on the request; an answer written without a request uses them too. */
export const fixedSecurityHeaders = {
  "content-security-policy": contentSecurityPolicy,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
} as const;

/** Sets the protective headers on an answer; also called for answers that skip the onSend hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(fixedSecurityHeaders);
  reply.header("x-request-id", request.id);
  // API answers are personal (credits, sessions): no browser or proxy may keep a copy.
  if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", "no-store");
  }
  if (request.protocol === "https") {
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
}

/**
 * Every answer, API or static, error or not, carries the same protective headers. The hook takes a
 * callback rather than returning a promise: it runs on every answer and has nothing to wait for.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook("onSend", (request, reply, payload, done) => {
      setSecurityHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: "security-headers" },
);
