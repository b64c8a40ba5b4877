import { describe, expect, it } from "vitest";
import { hashPassword, slotLimiter, verifyPassword } from "./password.ts";

describe("slotLimiter", () => {
  it("runs at most that many works at once, the others in the order they came", async () => {
    const inSlot = slotLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const works = [0, 1, 2, 3, 4].map((index) =>
      inSlot(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return index;
      }),
    );
    while (started.length < 5) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    for (const release of releases) release();
    expect(await Promise.all(works)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("frees the slot of a work that fails", async () => {
    const inSlot = slotLimiter(1);
    await expect(inSlot(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await inSlot(async () => "next")).toBe("next");
  });
});

describe("passwords", () => {
  it("verifies a hash made here, and refuses another password", async () => {
    const made = await hashPassword("correct horse battery");
    expect(made).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(made, "correct horse battery")).toBe(true);
    expect(await verifyPassword(made, "wrong horse battery")).toBe(false);
  });
});
