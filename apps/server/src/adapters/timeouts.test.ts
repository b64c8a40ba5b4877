import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentGateway } from "./payment-gateway/types.ts";
import { type CallObserver, timeLimitedGateway, withTimeout } from "./timeouts.ts";

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

describe("an observed gateway", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells each call by kind and operation, a timeout as a failure when it times out", async () => {
    vi.useFakeTimers();
    const calls: Parameters<CallObserver>[] = [];
    const gateway = {
      name: "sandbox",
      currencies: ["LAK"],
      findPayment: () => Promise.resolve(undefined),
      findTransaction: () => new Promise(() => {}),
    } as unknown as PaymentGateway;
    const observed = timeLimitedGateway(gateway, 1000, (...call) => void calls.push(call));
    await observed.findPayment({ orderCode: "D1" } as never);
    const hanging = expect(observed.findTransaction("REF1")).rejects.toThrow("did not answer");
    await vi.advanceTimersByTimeAsync(1000);
    await hanging;
    expect(calls).toEqual([
      [{ adapter: "gateway", name: "sandbox", operation: "findPayment" }, expect.any(Number), false],
      [{ adapter: "gateway", name: "sandbox", operation: "findTransaction" }, expect.any(Number), true],
    ]);
  });
});
