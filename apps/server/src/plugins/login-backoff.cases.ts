import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import {
  type Admission,
  backoffDelayMs,
  LOGIN_BACKOFF_CAP_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FREE_FAILURES,
  type LoginBackoff,
} from "./login-backoff.ts";

/** What every login back-off store must do, run against the in-memory one and the Redis one. */
export function loginBackoffCases(store: () => LoginBackoff) {
  const start = new Date("2026-03-04T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  const waitOf = (admission: Admission) => (admission.admitted ? 0 : admission.retryAfterMs);

  it("admits the free failures at once, then makes each attempt wait a doubling delay after the last", async () => {
    const backoff = store();
    const key = randomUUID();
    for (let failure = 0; failure < LOGIN_FREE_FAILURES; failure++) {
      expect((await backoff.admit(key, start)).admitted).toBe(true);
    }
    let now = 0;
    for (const waitMs of [1000, 2000, 4000, 8000]) {
      expect(waitOf(await backoff.admit(key, at(now)))).toBe(waitMs);
      expect(waitOf(await backoff.admit(key, at(now + waitMs - 1)))).toBe(1);
      now += waitMs;
      expect((await backoff.admit(key, at(now))).admitted).toBe(true);
    }
  });

  it("admits every free failure whichever order their clocks were read in", async () => {
    // Requests in flight read the clock when they arrive and reach the store in another order.
    const backoff = store();
    const key = randomUUID();
    const clocks = [40, 10, 30, 0, 20].slice(0, LOGIN_FREE_FAILURES);
    for (const ms of clocks) expect(await backoff.admit(key, at(ms))).toMatchObject({ admitted: true });
    expect(waitOf(await backoff.admit(key, at(30)))).toBe(backoffDelayMs(LOGIN_FREE_FAILURES) - 10);
  });

  it("never makes an attempt wait longer than the cap", async () => {
    const backoff = store();
    const key = randomUUID();
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const admission = await backoff.admit(key, at(now));
      if (!admission.admitted) {
        waits.push(admission.retryAfterMs);
        now += admission.retryAfterMs;
        expect((await backoff.admit(key, at(now))).admitted).toBe(true);
      }
    }
    expect(Math.max(...waits)).toBe(LOGIN_BACKOFF_CAP_MS);
    expect(waits.slice(-5)).toEqual(Array(5).fill(LOGIN_BACKOFF_CAP_MS));
  });

  it("admits only one of many simultaneous attempts at an open slot", async () => {
    const backoff = store();
    const key = randomUUID();
    const burst = await Promise.all(Array.from({ length: 20 }, () => backoff.admit(key, start)));
    expect(burst.filter((admission) => admission.admitted)).toHaveLength(LOGIN_FREE_FAILURES);
    const later = at(backoffDelayMs(LOGIN_FREE_FAILURES));
    const next = await Promise.all(Array.from({ length: 20 }, () => backoff.admit(key, later)));
    expect(next.filter((admission) => admission.admitted)).toHaveLength(1);
  });

  it("refunds an attempt whose password was right, lifting the wait it set", async () => {
    const backoff = store();
    const key = randomUUID();
    for (let failure = 0; failure < LOGIN_FREE_FAILURES - 1; failure++) await backoff.admit(key, start);
    const owner = await backoff.admit(key, start);
    expect(owner.admitted).toBe(true);
    if (owner.admitted) await backoff.refund(key, owner.blockedUntil);
    expect((await backoff.admit(key, start)).admitted).toBe(true);
    expect(waitOf(await backoff.admit(key, start))).toBe(backoffDelayMs(LOGIN_FREE_FAILURES));
  });

  it("keeps a wait a later attempt set when an earlier one is refunded", async () => {
    const backoff = store();
    const key = randomUUID();
    for (let failure = 0; failure < LOGIN_FREE_FAILURES - 1; failure++) await backoff.admit(key, start);
    const owner = await backoff.admit(key, start);
    const guess = await backoff.admit(key, at(1000));
    expect(guess.admitted).toBe(true);
    if (owner.admitted) await backoff.refund(key, owner.blockedUntil);
    expect(waitOf(await backoff.admit(key, at(1000)))).toBe(backoffDelayMs(LOGIN_FREE_FAILURES + 1));
  });

  it("forgets a name's failures once none has been charged for the window", async () => {
    const backoff = store();
    const key = randomUUID();
    for (let failure = 0; failure <= LOGIN_FREE_FAILURES; failure++) await backoff.admit(key, start);
    expect(waitOf(await backoff.admit(key, at(LOGIN_FAILURE_WINDOW_MS - 1)))).toBe(0);
    expect(waitOf(await backoff.admit(key, at(LOGIN_FAILURE_WINDOW_MS - 1)))).toBe(
      backoffDelayMs(LOGIN_FREE_FAILURES + 1),
    );
    const windowAfterLast = at(2 * LOGIN_FAILURE_WINDOW_MS - 1);
    for (let failure = 0; failure < LOGIN_FREE_FAILURES; failure++) {
      expect((await backoff.admit(key, windowAfterLast)).admitted).toBe(true);
    }
  });

  it("keeps names apart", async () => {
    const backoff = store();
    const key = randomUUID();
    for (let failure = 0; failure <= LOGIN_FREE_FAILURES; failure++) await backoff.admit(key, start);
    expect((await backoff.admit(key, start)).admitted).toBe(false);
    expect((await backoff.admit(randomUUID(), start)).admitted).toBe(true);
  });
}
