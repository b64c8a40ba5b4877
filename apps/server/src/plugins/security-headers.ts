import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** Every answer, API or static, error or not, carries the same protective headers. */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook("onSend", async (request, reply, payload) => {
      reply.header("content-security-policy", contentSecurityPolicy);
      reply.header("x-content-type-options", "nosniff");
      reply.header("referrer-policy", "strict-origin-when-cross-origin");
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin");
      reply.header("x-request-id", request.id);
      // API answers are personal (credits, sessions): no browser or proxy may keep a copy.
      if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
      if (request.protocol === "https") {
        reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
      }
      return payload;
    });
  },
  { name: "security-headers" },
);
