import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { openTestDatabase } from "../../test/database.ts";
import { testClock } from "../../test/helper.ts";
import { findJob } from "./repository.ts";
import { backoffMs, JobWorker } from "./worker.ts";

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

describe("JobWorker (design §6)", () => {
  it("runs each due job once even with two workers claiming at the same time", async () => {
    const kind = newKind();
    const runs = new Map<string, number>();
    const first = worker();
    const second = worker();
    for (const each of [first, second]) {
      each.handle(kind, {
        run: async (payload) => {
          const key = String(payload.n);
          runs.set(key, (runs.get(key) ?? 0) + 1);
          return undefined;
        },
      });
    }
    for (let n = 0; n < 30; n += 1) {
      await first.enqueue(database.db, {
        kind,
        payload: { n },
        dedupeKey: `${kind}:${n}`,
        runAt: clock.now(),
      });
    }
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows.every((row) => row.status === "done")).toBe(true);
  });

  it("keeps one job per dedupe key and does not run a job before its time", async () => {
    const kind = newKind();
    const each = worker();
    let ran = 0;
    each.handle(kind, {
      run: async () => {
        ran += 1;
        return undefined;
      },
    });
    const runAt = new Date(clock.now().getTime() + 5000);
    expect(await each.enqueue(database.db, { kind, payload: {}, dedupeKey: `${kind}:a`, runAt })).toBe(true);
    expect(await each.enqueue(database.db, { kind, payload: {}, dedupeKey: `${kind}:a`, runAt })).toBe(false);
    await each.runDueJobs();
    expect(ran).toBe(0);
    clock.advance(5000);
    await each.runDueJobs();
    expect(ran).toBe(1);
  });

  it("retries a failure with exponential backoff and buries it after its last attempt", async () => {
    const kind = newKind();
    const each = worker();
    const buried: unknown[] = [];
    each.handle(kind, {
      run: async () => {
        throw new Error("adapter down");
      },
      onDead: async (payload) => void buried.push(payload),
    });
    await each.enqueue(database.db, {
      kind,
      payload: { order: "X" },
      dedupeKey: `${kind}:x`,
      runAt: clock.now(),
      maxAttempts: 3,
    });
    await each.runDueJobs();
    expect(await findJob(database.db, `${kind}:x`)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "adapter down",
      runAt: new Date(clock.now().getTime() + backoffMs(1)),
    });
    clock.advance(backoffMs(1));
    await each.runDueJobs();
    expect((await findJob(database.db, `${kind}:x`))?.runAt).toEqual(
      new Date(clock.now().getTime() + backoffMs(2)),
    );
    clock.advance(backoffMs(2));
    await each.runDueJobs();
    expect(await findJob(database.db, `${kind}:x`)).toMatchObject({ status: "dead", attempts: 3 });
    expect(buried).toEqual([{ order: "X" }]);
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(20)]).toEqual([1000, 2000, 4000, 300_000]);
  });

  it("lets a handler ask to run again later without spending an attempt", async () => {
    const kind = newKind();
    const each = worker();
    let polls = 0;
    each.handle(kind, {
      run: async () => {
        polls += 1;
        return polls < 3 ? { runAgainAt: new Date(clock.now().getTime() + 30_000) } : undefined;
      },
    });
    await each.enqueue(database.db, { kind, payload: {}, dedupeKey: `${kind}:poll`, runAt: clock.now() });
    for (let round = 0; round < 3; round += 1) {
      await each.runDueJobs();
      clock.advance(30_000);
    }
    expect(polls).toBe(3);
    expect(await findJob(database.db, `${kind}:poll`)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("leaves a job kind it has no handler for to a process that has one (a rolling deploy)", async () => {
    const known = newKind();
    const unknown = newKind();
    const older = worker();
    older.handle(known, { run: async () => undefined });
    for (const kind of [known, unknown]) {
      await older.enqueue(database.db, { kind, payload: {}, dedupeKey: `${kind}:1`, runAt: clock.now() });
    }
    for (let pass = 0; pass < 12; pass += 1) {
      await older.runDueJobs();
      clock.advance(backoffMs(20));
    }
    expect(await findJob(database.db, `${known}:1`)).toMatchObject({ status: "done" });
    expect(await findJob(database.db, `${unknown}:1`)).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
    });
    const newer = worker();
    let ran = 0;
    newer.handle(unknown, {
      run: async () => {
        ran += 1;
        return undefined;
      },
    });
    await newer.runDueJobs();
    expect(ran).toBe(1);
  });

  it("takes over a job whose worker died once its lease ran out, and the dead worker cannot finish it", async () => {
    const kind = newKind();
    const dying = worker(10_000);
    const survivor = worker(10_000);
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    dying.handle(kind, { run: async () => stuck.then(() => undefined) });
    let takenOver = 0;
    survivor.handle(kind, {
      run: async () => {
        takenOver += 1;
        return undefined;
      },
    });
    await dying.enqueue(database.db, { kind, payload: {}, dedupeKey: `${kind}:lease`, runAt: clock.now() });
    const dyingPass = dying.runDueJobs();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await survivor.runDueJobs();
    expect(takenOver).toBe(0);
    clock.advance(10_000);
    await survivor.runDueJobs();
    expect(takenOver).toBe(1);
    release();
    await dyingPass;
    expect(await findJob(database.db, `${kind}:lease`)).toMatchObject({ status: "done", lockedBy: null });
  });
});
