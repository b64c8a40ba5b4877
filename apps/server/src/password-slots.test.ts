import { availableParallelism } from "node:os";
import { describe, expect, it, vi } from "vitest";

const argon2 = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock("@node-rs/argon2", () => {
  const work = async () => {
    argon2.running += 1;
    argon2.most = Math.max(argon2.most, argon2.running);
    await new Promise((resolve) => setImmediate(resolve));
    argon2.running -= 1;
  };
  return {
    hash: async () => {
      await work();
      return "$argon2id$fake";
    },
    verify: async () => {
      await work();
      return true;
    },
  };
});

const { hashPassword, verifyPassword } = await import("./password.ts");

describe("password hashing", () => {
  it("runs one hash per core at a time, however many logins arrive at once", async () => {
    const cores = availableParallelism();
    await Promise.all([
      ...Array.from({ length: cores + 3 }, () => verifyPassword("$argon2id$fake", "password")),
      ...Array.from({ length: 2 }, () => hashPassword("password")),
    ]);
    expect(argon2.most).toBe(cores);
  });
});
