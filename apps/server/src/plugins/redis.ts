import { Redis } from "ioredis";

/** Start-up stops with this when REDIS_URL names a server that does not answer. */
export class RedisUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Redis at ${withoutPassword(url)} is unreachable (${reason}): check REDIS_URL or start Redis`);
    this.name = "RedisUnavailableError";
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return parsed.toString();
}

const CONNECT_TIMEOUT_MS = 5000;

/** A connected client, or RedisUnavailableError; a lost connection is retried in the background. */
export async function connectRedis(url: string): Promise<Redis> {
  // A call fails after two retries instead of queueing while Redis is away, so a login answers 500, never hangs.
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
  });
  let firstError: unknown;
  const remember = (error: unknown) => {
    firstError ??= error;
  };
  redis.on("error", remember);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(url, firstError ?? error);
  } finally {
    redis.off("error", remember);
  }
  return redis;
}
