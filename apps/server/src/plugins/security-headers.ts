import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The answer is data: a call the router matched in the /api scope, or an error envelope. */
    answersData: boolean;
  }
}

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

/** The headers of a page, a script, a style or an image: anything a browser may load as a document. */
export const pageSecurityHeaders = {
  "content-security-policy": contentSecurityPolicy,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
} as const;

/** An API answer is data: it loads nothing, is framed by no one, and its type is not guessed. */
export const apiSecurityHeaders = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
} as const;

/** Sets the protective headers on an answer; also called for answers that skip the onSend hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (request.answersData) {
    // API answers are personal: no browser or proxy may keep a copy.
    reply.headers(apiSecurityHeaders);
  } else {
    reply.headers(pageSecurityHeaders);
  }
  reply.header("x-request-id", request.id);
  if (request.protocol === "https") {
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
}

/** A callback hook: it runs on every answer and has nothing to wait for. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.decorateRequest("answersData", false);
    app.addHook("onSend", (request, reply, payload, done) => {
      setSecurityHeaders(request, reply);
      done(null, payload);
    });
  },
  { name: "security-headers" },
);

/** Inside the /api scope, after the router decoded the path, so `/%61pi/...` counts too. */
export const apiAnswers = fp(
  async function apiAnswers(app: FastifyInstance) {
    app.addHook("onRequest", (request, _reply, done) => {
      request.answersData = true;
      done();
    });
  },
  { name: "api-answers", dependencies: ["security-headers"] },
);
