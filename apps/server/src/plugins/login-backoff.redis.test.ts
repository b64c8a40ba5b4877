import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe } from "vitest";
import { loginBackoffCases } from "./login-backoff.cases.ts";
import { redisLoginBackoff } from "./login-backoff.ts";
import { connectRedis } from "./redis.ts";

let redis: Redis;
beforeAll(async () => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set: run this through .ci/with-redis.sh");
  redis = await connectRedis(url);
});
afterAll(async () => {
  await redis.quit();
});

describe("the Redis login back-off", () => {
  loginBackoffCases(() => redisLoginBackoff(redis));
});
