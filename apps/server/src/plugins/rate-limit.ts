import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

export interface RateLimitRule {
  max: number;
  timeWindow: number;
  key: (request: FastifyRequest) => string;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** A preValidation hook (the body is parsed, not yet validated) that answers 429 RATE_LIMITED (with Retry-After) once any of the rules is exceeded. */
    limitBy(name: string, rules: RateLimitRule[]): RateLimitHook;
  }
}

const MINUTE = 60_000;

function bodyText(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value.slice(0, 100).toLowerCase() : "";
}

/** Design §5: the limits of the account calls, strictest where guessing passwords would pay. */
export const accountRateLimits = {
  login: [
    { max: 10, timeWindow: MINUTE, key: (r) => `${r.agency.id}|${r.ip}|${bodyText(r, "username")}` },
    { max: 100, timeWindow: 60 * MINUTE, key: (r) => `${r.agency.id}|${bodyText(r, "username")}` },
  ],
  register: [{ max: 5, timeWindow: MINUTE, key: (r) => r.ip }],
  usernameValidate: [{ max: 30, timeWindow: MINUTE, key: (r) => r.ip }],
} satisfies Record<string, RateLimitRule[]>;

/**
 * Counters live in this process's memory (@fastify/rate-limit's local store); several processes
 * would share them through Redis, see the README's scale path.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, options: { enabled: boolean }) {
    if (!options.enabled) {
      app.decorate("limitBy", () => async () => {});
      return;
    }
    await app.register(rateLimit, { global: false });
    app.decorate("limitBy", (name: string, rules: RateLimitRule[]) => {
      const limiters = rules.map((rule) =>
        app.createRateLimit({
          max: rule.max,
          timeWindow: rule.timeWindow,
          keyGenerator: (request) => `${name}|${rule.key(request)}`,
        }),
      );
      return async (request, reply) => {
        let retryAfterSeconds = 0;
        for (const limiter of limiters) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) {
            retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
          }
        }
        if (retryAfterSeconds > 0) {
          reply.header("retry-after", String(retryAfterSeconds));
          throw new AppError("RATE_LIMITED");
        }
      };
    });
  },
  { name: "rate-limits" },
);
