import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { openTestDatabase } from "../../test/database.ts";
import { testClock } from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { releaseAllLeases, reviveDeadJob } from "./repository.ts";
import { PermanentJobError } from "./service.ts";
import { findJob } from "./test-support.ts";
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

describe("JobWorker", () => {
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
        agencyId: null,
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
    expect(
      await each.enqueue(database.db, { agencyId: null, kind, payload: {}, dedupeKey: `${kind}:a`, runAt }),
    ).toBe(true);
    expect(
      await each.enqueue(database.db, { agencyId: null, kind, payload: {}, dedupeKey: `${kind}:a`, runAt }),
    ).toBe(false);
    await each.runDueJobs();
    expect(ran).toBe(0);
    clock.advance(5000);
    await each.runDueJobs();
    expect(ran).toBe(1);
  });

  it("retries a failure with exponential backoff and buries it after its last attempt", async () => {
    const kind = newKind();
    const each = worker();
    each.handle(kind, {
      run: async () => {
        throw new Error("adapter down");
      },
    });
    await each.enqueue(database.db, {
      agencyId: null,
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
    expect(await findJob(database.db, `${kind}:x`)).toMatchObject({
      status: "dead",
      attempts: 3,
      lastError: "adapter down",
    });
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
    await each.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:poll`,
      runAt: clock.now(),
    });
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
      await older.enqueue(database.db, {
        agencyId: null,
        kind,
        payload: {},
        dedupeKey: `${kind}:1`,
        runAt: clock.now(),
      });
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
    await dying.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:lease`,
      runAt: clock.now(),
    });
    const dyingPass = dying.runDueJobs();
    await waitUntil(
      async () => (await findJob(database.db, `${kind}:lease`))?.status === "running",
      "the dying worker's claim",
    );
    await survivor.runDueJobs();
    expect(takenOver).toBe(0);
    clock.advance(10_000);
    await survivor.runDueJobs();
    expect(takenOver).toBe(1);
    release();
    await dyingPass;
    expect(await findJob(database.db, `${kind}:lease`)).toMatchObject({ status: "done", lockedBy: null });
  });

  it("buries a job at once when its handler says retrying cannot help", async () => {
    const kind = newKind();
    const each = worker();
    each.handle(kind, {
      run: async () => {
        throw new PermanentJobError("provider refused for good");
      },
    });
    await each.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:p`,
      runAt: clock.now(),
    });
    await each.runDueJobs();
    expect(await findJob(database.db, `${kind}:p`)).toMatchObject({
      status: "dead",
      attempts: 1,
      lastError: "provider refused for good",
    });
  });

  it("renews the lease while a job runs, so a live worker keeps a job longer than one lease", async () => {
    const kind = newKind();
    const time = testClock();
    const live = new JobWorker({ db: database.db, now: time.now, log, leaseMs: 300 });
    const rival = new JobWorker({ db: database.db, now: time.now, log, leaseMs: 300 });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    live.handle(kind, {
      run: async () => {
        runs += 1;
        await slow;
        return undefined;
      },
    });
    rival.handle(kind, {
      run: async () => {
        runs += 1;
        return undefined;
      },
    });
    await live.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:hb`,
      runAt: time.now(),
    });
    // The renewal is an interval timer: it fires as the test moves the clock.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const pass = live.runDueJobs();
      await waitUntil(() => runs === 1, "the first run");
      // Five leases' worth of time: without renewal the rival would have taken the job over.
      for (let step = 0; step < 15; step += 1) {
        time.advance(100);
        vi.advanceTimersByTime(100);
        const renewedUntil = time.now().getTime() + 300;
        await waitUntil(
          async () => (await findJob(database.db, `${kind}:hb`))?.lockedUntil?.getTime() === renewedUntil,
          "the lease's renewal",
        );
        expect(await rival.runDueJobs()).toBe(0);
      }
      expect(runs).toBe(1);
      expect(await findJob(database.db, `${kind}:hb`)).toMatchObject({
        status: "running",
        lockedBy: live.workerId,
      });
      release();
      await pass;
    } finally {
      vi.useRealTimers();
    }
    expect(await findJob(database.db, `${kind}:hb`)).toMatchObject({ status: "done" });
  });

  it("takes back, at start, a job a crashed run left leased when it owns the database (PGlite)", async () => {
    const kind = newKind();
    const restarted = worker(60_000);
    let ran = 0;
    restarted.handle(kind, {
      run: async () => {
        ran += 1;
        return undefined;
      },
    });
    await restarted.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:crash`,
      runAt: clock.now(),
    });
    await database.db
      .update(jobs)
      .set({
        status: "running",
        lockedBy: "crashed-process",
        lockedUntil: new Date(clock.now().getTime() + 60_000),
        attempts: 1,
      })
      .where(eq(jobs.dedupeKey, `${kind}:crash`));
    await restarted.runDueJobs();
    expect(ran).toBe(0);
    expect(await releaseAllLeases(database.db, clock.now())).toBeGreaterThanOrEqual(1);
    await restarted.runDueJobs();
    expect(ran).toBe(1);
    expect(await findJob(database.db, `${kind}:crash`)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("lets staff revive a dead job once, with fresh attempts", async () => {
    const kind = newKind();
    const each = worker();
    let fail = true;
    each.handle(kind, {
      run: async () => {
        if (fail) throw new PermanentJobError("provider down for good");
        return undefined;
      },
    });
    await each.enqueue(database.db, {
      agencyId: null,
      kind,
      payload: {},
      dedupeKey: `${kind}:r`,
      runAt: clock.now(),
    });
    await each.runDueJobs();
    const dead = await findJob(database.db, `${kind}:r`);
    expect(dead?.status).toBe("dead");
    fail = false;
    const scope = { agencyId: "00000000-0000-4000-8000-000000000000", includeUnassigned: true };
    const revived = await reviveDeadJob(database.db, { id: dead!.id, ...scope, now: clock.now() });
    expect(revived).toMatchObject({ status: "pending", attempts: 0 });
    expect(await reviveDeadJob(database.db, { id: dead!.id, ...scope, now: clock.now() })).toBeUndefined();
    await each.runDueJobs();
    expect(await findJob(database.db, `${kind}:r`)).toMatchObject({ status: "done", attempts: 1 });
  });
});
