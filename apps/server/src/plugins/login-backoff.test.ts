import { describe, expect, it } from "vitest";
import { loginBackoffCases } from "./login-backoff.cases.ts";
import { backoffDelayMs, LOGIN_FREE_FAILURES, memoryLoginBackoff } from "./login-backoff.ts";

describe("backoffDelayMs", () => {
  it("is free for the first failures, then 1 s doubling, capped at 5 minutes", () => {
    const delays = Array.from({ length: 16 }, (_, index) => backoffDelayMs(index + 1));
    expect(delays).toEqual([
      0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000, 300_000,
    ]);
    expect(backoffDelayMs(LOGIN_FREE_FAILURES + 1000)).toBe(300_000);
  });
});

describe("the in-memory login back-off", () => {
  loginBackoffCases(memoryLoginBackoff);
});
