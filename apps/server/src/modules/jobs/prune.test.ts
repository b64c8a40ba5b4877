import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { openTestDatabase } from "../../test/database.ts";
import { testClock } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { DONE_JOBS_KEPT_MS, JobWorker, PRUNE_BATCH, PRUNE_EVERY_MS } from "./worker.ts";

let database: Database;
const clock = testClock(new Date("2026-11-21T08:00:00Z"));
const log = pino({ level: "silent" });
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let kinds = 0;
/** A job kind of its own per test, so the shared table's other rows do not interfere. */
function newKind() {
  kinds += 1;
  return `test.kind${kinds}`;
}

function worker(leaseMs = 60_000) {
  return new JobWorker({ db: database.db, now: clock.now, log, leaseMs });
}

describe("done jobs' keeping", () => {
  type Status = (typeof jobs.$inferSelect)["status"];

  /** Jobs of `kind` as a past run left them: each due, and last changed, at `at`. */
  function insertJobs(kind: string, rows: { key: string; status: Status; at: Date }[]) {
    return database.db.insert(jobs).values(
      rows.map((row) => ({
        kind,
        agencyId: null,
        payload: {},
        dedupeKey: `${kind}:${row.key}`,
        status: row.status,
        runAt: row.at,
        createdAt: row.at,
        updatedAt: row.at,
      })),
    );
  }

  async function statusesLeft(kind: string) {
    const rows = await database.db
      .select({ key: jobs.dedupeKey, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, kind));
    return rows.map((row) => `${row.key.slice(kind.length + 1)} ${row.status}`).sort();
  }

  /**
   * The test database, but each delete it is sent first waits for `before()` (and is counted by
   * `sent` as it is made): a sweep held in the middle of its statement, or one whose statement fails
   * when `before()` rejects. Drizzle's builders answer themselves from each step, so the wrapper
   * only has to hold back the final `then`.
   */
  function withDeletesAfter(
    before: () => Promise<void>,
    sent: () => void = () => {},
    finished: () => void = () => {},
  ): Database["db"] {
    const held = <T extends object>(builder: T): T =>
      new Proxy(builder, {
        get(target, key) {
          const value = Reflect.get(target, key, target);
          if (key === "then") {
            return (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
              before().then(
                () =>
                  (value as PromiseLike<unknown>["then"]).call(
                    target,
                    (result: unknown) => {
                      finished();
                      resolve(result);
                    },
                    reject,
                  ),
                reject,
              );
          }
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            const result = value.apply(target, args);
            return result === target ? held(target) : result;
          };
        },
      });
    return new Proxy(database.db, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key !== "delete") return value;
        return (...args: Parameters<typeof target.delete>) => {
          sent();
          return held(target.delete(...args));
        };
      },
    });
  }

  it("deletes the jobs done more than 30 days ago, a batch at a time, and keeps every other job", async () => {
    const kind = newKind();
    const now = clock.now().getTime();
    const old = new Date(now - DONE_JOBS_KEPT_MS - 60_000);
    const recent = new Date(now - DONE_JOBS_KEPT_MS + 60_000);
    // More than two of the sweep's statements' worth.
    const done = Array.from({ length: 2500 }, (_, n) => ({ key: `d${n}`, status: "done" as const, at: old }));
    await insertJobs(kind, done);
    await insertJobs(kind, [
      { key: "recent", status: "done", at: recent },
      { key: "dead", status: "dead", at: old },
      { key: "pending", status: "pending", at: old },
      { key: "running", status: "running", at: old },
    ]);

    expect(await worker().pruneDoneJobs()).toBe(2500);
    expect(await statusesLeft(kind)).toEqual([
      "dead dead",
      "pending pending",
      "recent done",
      "running running",
    ]);
    expect(await worker().pruneDoneJobs()).toBe(0);
  });

  it("keeps a job retried after an old failure until 30 days after it was done", async () => {
    const kind = newKind();
    const now = clock.now().getTime();
    // Due long ago (it failed then), done within the keeping: it stays.
    await database.db.insert(jobs).values({
      kind,
      agencyId: null,
      payload: {},
      dedupeKey: `${kind}:late`,
      status: "done",
      runAt: new Date(now - 2 * DONE_JOBS_KEPT_MS),
      createdAt: new Date(now - 2 * DONE_JOBS_KEPT_MS),
      updatedAt: new Date(now - 60_000),
    });
    expect(await worker().pruneDoneJobs()).toBe(0);
    expect(await statusesLeft(kind)).toEqual(["late done"]);
  });

  it("sweeps when the worker starts", async () => {
    const kind = newKind();
    const old = new Date(clock.now().getTime() - DONE_JOBS_KEPT_MS - 60_000);
    await insertJobs(kind, [
      { key: "old", status: "done", at: old },
      { key: "now", status: "done", at: clock.now() },
    ]);
    const started = worker();
    await started.start();
    await waitUntil(async () => (await statusesLeft(kind)).length === 1, "the sweep");
    await started.stop();
    expect(await statusesLeft(kind)).toEqual(["now done"]);
  });

  it("ends a long sweep after the batch under way when the worker stops, and stopping waits for it", async () => {
    const kind = newKind();
    const old = new Date(clock.now().getTime() - DONE_JOBS_KEPT_MS - 60_000);
    await insertJobs(
      kind,
      Array.from({ length: PRUNE_BATCH + 500 }, (_, n) => ({
        key: `d${n}`,
        status: "done" as const,
        at: old,
      })),
    );
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let deletes = 0;
    let deleted = false;
    const sweeping = new JobWorker({
      db: withDeletesAfter(
        () => gate,
        () => (deletes += 1),
        () => (deleted = true),
      ),
      now: clock.now,
      log,
    });
    await sweeping.start();
    await waitUntil(() => deletes === 1, "the sweep's first delete");
    const stopping = sweeping.stop().then(() => deleted);
    // Released on a later turn of the event loop: a stop that did not wait would have answered first.
    setImmediate(release);
    expect(await stopping).toBe(true);
    expect(deletes).toBe(1);
    expect(await statusesLeft(kind)).toHaveLength(500);
  });

  it("logs a sweep that fails and sweeps again at the next hour", async () => {
    const kind = newKind();
    const old = new Date(clock.now().getTime() - DONE_JOBS_KEPT_MS - 60_000);
    await insertJobs(kind, [{ key: "old", status: "done", at: old }]);
    const errors: string[] = [];
    const errorLog = pino({ level: "error" }, { write: (line: string) => errors.push(JSON.parse(line).msg) });
    let failures = 1;
    const sweeping = new JobWorker({
      db: withDeletesAfter(() =>
        failures-- > 0 ? Promise.reject(new Error("connection lost")) : Promise.resolve(),
      ),
      now: clock.now,
      log: errorLog,
    });
    // Only the hourly timer is the test's to move.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      await sweeping.start();
      await waitUntil(() => errors.length > 0, "the failed sweep's line");
      expect(errors).toEqual(["done-job sweep failed"]);
      expect(await statusesLeft(kind)).toEqual(["old done"]);
      vi.advanceTimersByTime(PRUNE_EVERY_MS);
      await waitUntil(async () => (await statusesLeft(kind)).length === 0, "the next hour's sweep");
      expect(errors).toHaveLength(1);
    } finally {
      await sweeping.stop();
      vi.useRealTimers();
    }
  });
});
