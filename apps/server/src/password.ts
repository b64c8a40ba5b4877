import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Runs `work` once fewer than `slots` are under way, first come, first served. */
export function slotLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or frees up.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** One hash per core at a time: more logins per second, and the event loop keeps a core. */
const hashing = slotLimiter(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, argon2Options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first unknown-user login is not the slow one. */
export async function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword("kham-dummy-password-for-timing");
  await dummyHash;
}

/** Spends one argon2 verification, so the answer time does not tell which usernames exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await prepareDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}
