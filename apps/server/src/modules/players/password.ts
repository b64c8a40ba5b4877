import { hash, verify } from "@node-rs/argon2";

/** Argon2id (the library's default algorithm), m=19456 KiB, t=2, p=1. */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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

/**
 * Login with an unknown username still spends one argon2 verification, so the answer time does not
 * tell which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await prepareDummyHash();
  await verifyPassword(await dummyHash!, password);
  return false;
}
