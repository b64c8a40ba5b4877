// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_RECHECK_MS, watchConnection } from "./connection";

function network(initiallyReachable: boolean) {
  const state = { reachable: initiallyReachable, onLine: true, probes: 0 };
  const events = new EventTarget();
  const options = {
    probe: async () => {
      state.probes += 1;
      return state.reachable;
    },
    events: events as unknown as Window,
    onLine: () => state.onLine,
  };
  return { state, events, options };
}

describe("following the connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("finds a page opened offline offline even when navigator.onLine claims online", async () => {
    const { options } = network(false);
    const changes: boolean[] = [];
    const stop = watchConnection((online) => changes.push(online), options);
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([false]);
    stop();
  });

  it("goes offline with the offline event and online again once the server answers", async () => {
    const { state, events, options } = network(true);
    const changes: boolean[] = [];
    const stop = watchConnection((online) => changes.push(online), options);
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([]);

    state.reachable = false;
    state.onLine = false;
    events.dispatchEvent(new Event("offline"));
    expect(changes).toEqual([false]);

    // The online event is only a hint: the server must answer first.
    state.onLine = true;
    events.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([false]);

    state.reachable = true;
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS);
    expect(changes).toEqual([false, true]);
    stop();
  });

  it("looks again when a call of the app got no answer, though the browser says online", async () => {
    const { state, options } = network(true);
    const failures = new Set<() => void>();
    const changes: boolean[] = [];
    const stop = watchConnection((online) => changes.push(online), {
      ...options,
      failedCalls: (listener) => {
        failures.add(listener);
        return () => failures.delete(listener);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([]);

    state.reachable = false;
    for (const failure of failures) failure();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([false]);
    stop();
    expect(failures.size).toBe(0);
  });

  it("asks the server again only while offline, and not after it stops", async () => {
    const { state, options } = network(false);
    const stop = watchConnection(() => {}, options);
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS * 3);
    expect(state.probes).toBe(4);

    state.reachable = true;
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS * 3);
    expect(state.probes).toBe(5);

    state.reachable = false;
    stop();
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS * 3);
    expect(state.probes).toBe(5);
  });
});
