import { randomUUID } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Redis } from "ioredis";
import { RateLimitedError } from "../errors.ts";
import type { LoginBackoff } from "./login-backoff.ts";

/** Failed logins one address may make, across every name, before its further attempts wait. */
export const ADDRESS_FAILED_LOGINS_MAX = 20;
/** How long a failed login counts against its address. */
export const ADDRESS_FAILURE_WINDOW_MS = 10 * 60_000;

/** IPv4 as it is, IPv6 by its /64: the block one subscriber is given. */
export function budgetAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  // An IPv4 client of a dual-stack socket reads as ::ffff:a.b.c.d; its /64 would hold every IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(ip: string): number[] {
  const [address = ""] = ip.split("%");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((word) => {
          if (!word.includes(".")) return [Number.parseInt(word, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = word.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Players' budgets are per agency: one agency's traffic on a shared address never holds back another's players. */
export function playerAddressKey(agencyId: string, ip: string): string {
  return `player|${agencyId}|${budgetAddress(ip)}`;
}

/** The back office keeps a budget of its own, which players on the same address cannot spend. */
export function staffAddressKey(ip: string): string {
  return `staff|${budgetAddress(ip)}`;
}

/** An admitted attempt carries its charge, so a right password can give exactly that place back. */
export type AddressAdmission = { admitted: true; charge: string } | { admitted: false; retryAfterMs: number };

/** Charged before the password is checked, so simultaneous guesses cannot share a free place; a right one refunds. */
export interface LoginAddressBudget {
  admit(key: string, now: Date): Promise<AddressAdmission>;
  refund(key: string, charge: string): Promise<void>;
}

export const noLoginAddressBudget: LoginAddressBudget = {
  admit: async () => ({ admitted: true, charge: "" }),
  refund: async () => {},
};

interface Failure {
  at: number;
  charge: string;
}

/** Addresses kept in memory at most; beyond it the oldest are dropped (only an attacker spraying addresses gets there). */
const MEMORY_ADDRESSES_MAX = 100_000;

export function memoryLoginAddressBudget(): LoginAddressBudget {
  const addresses = new Map<string, Failure[]>();
  let charges = 0;
  return {
    async admit(key, now) {
      const at = now.getTime();
      const counted = (addresses.get(key) ?? []).filter(
        (failure) => at - failure.at < ADDRESS_FAILURE_WINDOW_MS,
      );
      if (counted.length >= ADDRESS_FAILED_LOGINS_MAX) {
        addresses.set(key, counted);
        const oldest = Math.min(...counted.map((failure) => failure.at));
        return { admitted: false, retryAfterMs: oldest + ADDRESS_FAILURE_WINDOW_MS - at };
      }
      charges += 1;
      const charge = String(charges);
      counted.push({ at, charge });
      // Re-inserting keeps the map in least-recently-charged order for the eviction below.
      addresses.delete(key);
      addresses.set(key, counted);
      if (addresses.size > MEMORY_ADDRESSES_MAX) addresses.delete(addresses.keys().next().value as string);
      return { admitted: true, charge };
    },
    async refund(key, charge) {
      const failures = addresses.get(key);
      const index = failures?.findIndex((failure) => failure.charge === charge) ?? -1;
      if (index >= 0) failures!.splice(index, 1);
    },
  };
}

// Atomic in Redis, so two processes cannot both take one free place.
const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%d', now - window))
if redis.call('ZCARD', KEYS[1]) >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIRE', KEYS[1], tonumber(newest[2]) + window - now)
return 0
`;

const REDIS_PREFIX = "kham:login-address-budget:";

export function redisLoginAddressBudget(redis: Redis): LoginAddressBudget {
  return {
    async admit(key, now) {
      const charge = randomUUID();
      const waitMs = (await redis.eval(
        ADMIT_SCRIPT,
        1,
        REDIS_PREFIX + key,
        now.getTime(),
        ADDRESS_FAILURE_WINDOW_MS,
        ADDRESS_FAILED_LOGINS_MAX,
        charge,
      )) as number;
      return waitMs > 0 ? { admitted: false, retryAfterMs: waitMs } : { admitted: true, charge };
    },
    async refund(key, charge) {
      await redis.zrem(REDIS_PREFIX + key, charge);
    },
  };
}

export interface LoginAttemptGuards {
  budget: LoginAddressBudget;
  addressKey: string;
  backoff: LoginBackoff;
  nameKey: string;
}

/** Throws RateLimitedError while either must wait; answers the refund for a right password. */
export async function chargeLoginAttempt(
  guards: LoginAttemptGuards,
  now: Date,
): Promise<() => Promise<void>> {
  const address = await guards.budget.admit(guards.addressKey, now);
  if (!address.admitted) throw new RateLimitedError(address.retryAfterMs / 1000);
  const name = await guards.backoff.admit(guards.nameKey, now);
  if (!name.admitted) {
    // Refused before its password was checked, the attempt is no failure of the address.
    await guards.budget.refund(guards.addressKey, address.charge);
    throw new RateLimitedError(name.retryAfterMs / 1000);
  }
  return async () => {
    await guards.budget.refund(guards.addressKey, address.charge);
    await guards.backoff.refund(guards.nameKey, name.blockedUntil);
  };
}
