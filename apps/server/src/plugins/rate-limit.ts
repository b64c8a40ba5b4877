import rateLimit from "@fastify/rate-limit";
import { normaliseUsername } from "@kham/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { RateLimitedError } from "../errors.ts";
import {
  type LoginAddressBudget,
  memoryLoginAddressBudget,
  noLoginAddressBudget,
  redisLoginAddressBudget,
} from "./login-address-budget.ts";
import {
  type LoginBackoff,
  memoryLoginBackoff,
  noLoginBackoff,
  redisLoginBackoff,
  USERNAME_KEY_MAX,
} from "./login-backoff.ts";
import { connectRedis } from "./redis.ts";

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
    /** Failed logins per agency and name, in this process or, with REDIS_URL, shared through Redis. */
    loginBackoff: LoginBackoff;
    /** Failed logins per address across names, kept where loginBackoff keeps its counts. */
    loginAddressBudget: LoginAddressBudget;
  }
}

const MINUTE = 60_000;

/** The body's username as login reads it, so every spelling of one name shares one budget. */
export function loginName(request: FastifyRequest): string {
  const value = (request.body as Record<string, unknown> | undefined)?.username;
  return typeof value === "string" ? normaliseUsername(value).slice(0, USERNAME_KEY_MAX) : "";
}

/** The hook runs after the session hook, so a player's calls are counted per session or player. */
const sessionId = (r: FastifyRequest) => r.playerSession?.session.id ?? `ip:${r.ip}`;
const playerId = (r: FastifyRequest) => r.playerSession?.player.id ?? `ip:${r.ip}`;

/** Strictest where guessing passwords would pay; per-name back-off and per-address budget are separate plugins. */
export const accountRateLimits = {
  login: [{ max: 10, timeWindow: MINUTE, key: (r) => `${r.agency.id}|${r.ip}|${loginName(r)}` }],
  register: [{ max: 5, timeWindow: MINUTE, key: (r) => r.ip }],
  usernameValidate: [{ max: 30, timeWindow: MINUTE, key: (r) => r.ip }],
  passwordChange: [{ max: 5, timeWindow: MINUTE, key: sessionId }],
  fingerprint: [{ max: 10, timeWindow: MINUTE, key: (r) => r.ip }],
} satisfies Record<string, RateLimitRule[]>;

/** Checking a deposit asks the payment gateway, so a player cannot make us hammer it. */
export const depositRateLimits = {
  check: [{ max: 20, timeWindow: MINUTE, key: playerId }],
} satisfies Record<string, RateLimitRule[]>;

/** Each transfer calls two providers, so a player cannot make us hammer them. */
export const transferRateLimits = {
  create: [{ max: 10, timeWindow: MINUTE, key: playerId }],
} satisfies Record<string, RateLimitRule[]>;

/** In memory, or shared by every process in Redis; start-up fails if Redis does not answer. */
export default fp(
  async function rateLimits(app: FastifyInstance, options: { enabled: boolean; redisUrl?: string }) {
    if (!options.enabled) {
      app.decorate("limitBy", () => async () => {});
      app.decorate("loginBackoff", noLoginBackoff);
      app.decorate("loginAddressBudget", noLoginAddressBudget);
      return;
    }
    if (options.redisUrl === undefined) {
      await app.register(rateLimit, { global: false });
      app.decorate("loginBackoff", memoryLoginBackoff());
      app.decorate("loginAddressBudget", memoryLoginAddressBudget());
    } else {
      const redis = await connectRedis(options.redisUrl);
      redis.on("error", (err) => app.log.error({ err }, "redis connection error"));
      app.addHook("onClose", async () => {
        // A Redis that is away cannot answer QUIT; the socket is dropped instead.
        await redis.quit().catch(() => redis.disconnect());
      });
      await app.register(rateLimit, { global: false, redis, nameSpace: "kham:rate-limit:" });
      app.decorate("loginBackoff", redisLoginBackoff(redis));
      app.decorate("loginAddressBudget", redisLoginAddressBudget(redis));
    }
    app.decorate("limitBy", (name: string, rules: RateLimitRule[]) => {
      const limiters = rules.map((rule) =>
        app.createRateLimit({
          max: rule.max,
          timeWindow: rule.timeWindow,
          keyGenerator: (request) => `${name}|${rule.key(request)}`,
        }),
      );
      return async (request) => {
        let retryAfterSeconds = 0;
        for (const limiter of limiters) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) {
            retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
          }
        }
        if (retryAfterSeconds > 0) throw new RateLimitedError(retryAfterSeconds);
      };
    });
  },
  { name: "rate-limits" },
);
