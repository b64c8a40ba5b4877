import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECK_FAILURES_TOLERATED, sessionHeartbeat } from "./heartbeat.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A heartbeat whose checks answer as `answers` says, one per beat; it counts beats and ends. */
function heartbeatWith(answers: (() => Promise<boolean>)[]) {
  vi.useFakeTimers();
  const seen = { checks: 0, beats: 0, ended: 0 };
  const stop = sessionHeartbeat({
    intervalMs: 1000,
    isLive: () => {
      const answer = answers[Math.min(seen.checks, answers.length - 1)]!;
      seen.checks += 1;
      return answer();
    },
    beat: () => {
      seen.beats += 1;
    },
    end: () => {
      seen.ended += 1;
    },
  });
  return { seen, stop };
}

const live = () => Promise.resolve(true);
const gone = () => Promise.resolve(false);
const failing = () => Promise.reject(new Error("connection lost"));

describe("a stream's heartbeat", () => {
  it("beats while the session lives and ends the stream once it does not", async () => {
    const { seen, stop } = heartbeatWith([live, live, gone]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual({ checks: 2, beats: 2, ended: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual({ checks: 3, beats: 2, ended: 1 });
    stop();
  });

  it(`ends the stream after ${CHECK_FAILURES_TOLERATED} failed checks in a row, not after one`, async () => {
    const { seen, stop } = heartbeatWith([failing, failing, live, failing, failing, failing]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen.ended).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toMatchObject({ checks: 6, ended: 1 });
    stop();
  });

  it("sends no second check while one is still waiting", async () => {
    let answer!: (live: boolean) => void;
    const hanging = () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      });
    const { seen, stop } = heartbeatWith([hanging, live]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen.checks).toBe(1);
    answer(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toMatchObject({ checks: 2, beats: 2, ended: 0 });
    stop();
  });
});
