import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe } from "vitest";
import { loginAddressBudgetCases } from "./login-address-budget.cases.ts";
import { redisLoginAddressBudget } from "./login-address-budget.ts";
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

describe("the Redis address budget", () => {
  loginAddressBudgetCases(() => redisLoginAddressBudget(redis));
});
