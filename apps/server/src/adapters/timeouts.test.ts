import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./timeouts.ts";

const late = () => new Error("too late");

describe("withTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers what the call answers, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve("12.50"), 1000, late)).resolves.toBe("12.50");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the call's own failure on, and leaves no timer behind", async () => {
    vi.useFakeTimers();
    const failure = new Error("refused");
    await expect(withTimeout(Promise.reject(failure), 1000, late)).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("fails with the timeout's error once the time is up", async () => {
    vi.useFakeTimers();
    const bounded = withTimeout(new Promise<string>(() => {}), 1000, late);
    const refused = expect(bounded).rejects.toThrow("too late");
    await vi.advanceTimersByTimeAsync(1000);
    await refused;
  });

  it("lets an answer that comes just before the time is up through", async () => {
    vi.useFakeTimers();
    const call = new Promise<string>((resolve) => setTimeout(() => resolve("12.50"), 999));
    const bounded = withTimeout(call, 1000, late);
    await vi.advanceTimersByTimeAsync(999);
    await expect(bounded).resolves.toBe("12.50");
    expect(vi.getTimerCount()).toBe(0);
  });
});
