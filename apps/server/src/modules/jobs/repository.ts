import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** One job per key, ever: enqueueing the same step again keeps the first row. */
  dedupeKey: string;
  runAt: Date;
  maxAttempts?: number;
}

/** Inserts the job in the caller's transaction; answers false when its dedupe key already exists. */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 10,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due jobs for this worker: pending ones whose time has come, and running ones
 * whose worker's lease ran out (it crashed), of the given kinds. SKIP LOCKED lets several processes
 * claim side by side.
 */
export async function claimDueJobs(
  db: Db,
  input: { workerId: string; now: Date; leaseMs: number; limit: number; kinds: readonly string[] },
): Promise<JobRow[]> {
  if (input.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        // Only kinds this process can run: during a rolling deploy an older process must not spend
        // the attempts of (and bury) a job kind that only the newer code knows.
        inArray(jobs.kind, [...input.kinds]),
        or(
          and(eq(jobs.status, "pending"), lte(jobs.runAt, input.now)),
          and(eq(jobs.status, "running"), lte(jobs.lockedUntil, input.now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(input.limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: "running",
      lockedBy: input.workerId,
      lockedUntil: new Date(input.now.getTime() + input.leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: input.now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Only the worker holding the lease may finish a job; a late worker whose lease was taken changes nothing. */
function heldBy(job: Pick<JobRow, "id">, workerId: string) {
  return and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId));
}

export async function completeJob(db: Db, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(heldBy(job, workerId));
}

/** Back to pending at `runAt`; `countAttempt: false` is a planned re-run (polling), not a failure. */
export async function rescheduleJob(
  db: Db,
  job: JobRow,
  workerId: string,
  input: { runAt: Date; now: Date; error?: string; countAttempt: boolean },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: "pending",
      runAt: input.runAt,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: input.now,
      ...(input.error !== undefined ? { lastError: input.error.slice(0, 2000) } : {}),
      ...(input.countAttempt ? {} : { attempts: sql`${jobs.attempts} - 1` }),
    })
    .where(heldBy(job, workerId));
}

export async function buryJob(db: Db, job: JobRow, workerId: string, error: string, now: Date) {
  await db
    .update(jobs)
    .set({
      status: "dead",
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(heldBy(job, workerId));
}

export async function findJob(db: Db, dedupeKey: string): Promise<JobRow | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).limit(1);
  return job;
}
