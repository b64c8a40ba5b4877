import type { Redis } from "ioredis";

/** Wrong guesses a name gets before each further one waits; enough for a player's own typos. */
export const LOGIN_FREE_FAILURES = 5;
/** The wait after the last free failure; it doubles with every failure after that. */
export const LOGIN_BACKOFF_BASE_MS = 1000;
/** The longest wait: the owner on a new device is never held back longer than this. */
export const LOGIN_BACKOFF_CAP_MS = 5 * 60_000;
/** A name's failures are forgotten once no attempt on it has been charged for this long. */
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60_000;

/** How long the next attempt on a name waits after its `failures`-th failure (0 while still free). */
export function backoffDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_BACKOFF_CAP_MS);
}

/** Longer than any name login accepts, so two real names never share a key by being cut. */
export const USERNAME_KEY_MAX = 100;

/** Names are per agency; the name is the one login looks up (normaliseUsername). */
export function loginBackoffKey(agencyId: string, normalisedUsername: string): string {
  return `${agencyId}|${normalisedUsername.slice(0, USERNAME_KEY_MAX)}`;
}

/** Carries the end of the wait it set, so its refund lifts exactly that wait. */
export type Admission = { admitted: true; blockedUntil: number } | { admitted: false; retryAfterMs: number };

/** Charged as a failure before the password is checked, so simultaneous guesses cannot slip through; a right one refunds. */
export interface LoginBackoff {
  admit(key: string, now: Date): Promise<Admission>;
  refund(key: string, blockedUntil: number): Promise<void>;
}

export const noLoginBackoff: LoginBackoff = {
  admit: async () => ({ admitted: true, blockedUntil: 0 }),
  refund: async () => {},
};

interface NameFailures {
  failures: number;
  blockedUntil: number;
  forgetAt: number;
}

/** Names kept in memory at most; beyond it the oldest are dropped (only an attacker spraying names gets there). */
const MEMORY_NAMES_MAX = 100_000;

export function memoryLoginBackoff(): LoginBackoff {
  const names = new Map<string, NameFailures>();
  return {
    async admit(key, now) {
      const at = now.getTime();
      const known = names.get(key);
      const state = known && known.forgetAt > at ? known : { failures: 0, blockedUntil: 0, forgetAt: 0 };
      if (at < state.blockedUntil) return { admitted: false, retryAfterMs: state.blockedUntil - at };
      state.failures += 1;
      // A free failure sets no wait, so a concurrent attempt is not refused for a few milliseconds.
      const delay = backoffDelayMs(state.failures);
      const setUntil = delay > 0 ? at + delay : 0;
      if (delay > 0) state.blockedUntil = setUntil;
      state.forgetAt = at + LOGIN_FAILURE_WINDOW_MS;
      // Re-inserting keeps the map in least-recently-charged order for the eviction below.
      names.delete(key);
      names.set(key, state);
      if (names.size > MEMORY_NAMES_MAX) names.delete(names.keys().next().value as string);
      return { admitted: true, blockedUntil: setUntil };
    },
    async refund(key, blockedUntil) {
      const state = names.get(key);
      if (state === undefined || state.failures === 0) return;
      state.failures -= 1;
      // The wait stays when a later attempt has set it since.
      if (blockedUntil > 0 && state.blockedUntil === blockedUntil) state.blockedUntil = 0;
    },
  };
}

// Runs atomically in Redis, so two processes cannot both take one open slot.
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local base = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local window = tonumber(ARGV[5])
local charged_at = tonumber(redis.call('HGET', KEYS[1], 'charged_at') or '0')
if now - charged_at >= window then redis.call('DEL', KEYS[1]) end
local blocked_until = tonumber(redis.call('HGET', KEYS[1], 'blocked_until') or '0')
if now < blocked_until then return {blocked_until - now, ''} end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local until_text = '0'
if failures >= free then
  until_text = string.format('%d', now + math.min(base * 2 ^ (failures - free), cap))
  redis.call('HSET', KEYS[1], 'blocked_until', until_text)
end
redis.call('HSET', KEYS[1], 'charged_at', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], window)
return {0, until_text}
`;

const REFUND_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures == 0 then return 0 end
redis.call('HINCRBY', KEYS[1], 'failures', -1)
if ARGV[1] ~= '0' and redis.call('HGET', KEYS[1], 'blocked_until') == ARGV[1] then redis.call('HSET', KEYS[1], 'blocked_until', '0') end
return 0
`;

const REDIS_PREFIX = "kham:login-backoff:";

export function redisLoginBackoff(redis: Redis): LoginBackoff {
  return {
    async admit(key, now) {
      const [waitMs, blockedUntil] = (await redis.eval(
        ADMIT_SCRIPT,
        1,
        REDIS_PREFIX + key,
        now.getTime(),
        LOGIN_FREE_FAILURES,
        LOGIN_BACKOFF_BASE_MS,
        LOGIN_BACKOFF_CAP_MS,
        LOGIN_FAILURE_WINDOW_MS,
      )) as [number, string];
      return waitMs > 0
        ? { admitted: false, retryAfterMs: waitMs }
        : { admitted: true, blockedUntil: Number(blockedUntil) };
    },
    async refund(key, blockedUntil) {
      await redis.eval(REFUND_SCRIPT, 1, REDIS_PREFIX + key, String(blockedUntil));
    },
  };
}
