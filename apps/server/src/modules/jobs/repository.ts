import { AGENT_CREDIT_ERROR_PREFIX, type JobView } from "@kham/contract";
import { and, asc, count, desc, eq, inArray, isNull, like, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newestFirst, pageOfParts } from "../../db/paging.ts";
import { jobs } from "../../db/schema/jobs.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  /** The agency whose order the job works on, so that agency's staff see it if it dies. */
  agencyId: string | null;
  payload: Record<string, unknown>;
  /** Re-enqueueing a key keeps the first row (see deleteDoneJobs for why a key cannot come back). */
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
      agencyId: job.agencyId,
      payload: job.payload,
      dedupeKey: job.dedupeKey,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 10,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** Due pending jobs and running ones whose lease ran out; SKIP LOCKED lets processes claim side by side. */
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
        // During a rolling deploy an older process must not bury a job kind only newer code knows.
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

/** Answers whether this worker buried it (it held the lease). */
export async function buryJob(db: Db, job: JobRow, workerId: string, error: string, now: Date) {
  const buried = await db
    .update(jobs)
    .set({
      status: "dead",
      lastError: error.slice(0, 2000),
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return buried.length > 0;
}

/** Pushes the lease of jobs this worker is still running forward: a live worker keeps its jobs. */
export async function extendLeases(
  db: Db,
  input: { ids: number[]; workerId: string; lockedUntil: Date },
): Promise<void> {
  if (input.ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: input.lockedUntil })
    .where(and(inArray(jobs.id, input.ids), eq(jobs.status, "running"), eq(jobs.lockedBy, input.workerId)));
}

/** Only safe when no other worker can be alive, as PGlite's exclusive folder lock proves. */
export async function releaseAllLeases(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ status: "pending", lockedBy: null, lockedUntil: null, runAt: now, updatedAt: now })
    .where(eq(jobs.status, "running"))
    .returning({ id: jobs.id });
  return released.length;
}

/** Safe: every job comes from a one-time guarded transition, and a repeat moves no money (see docs/money.md). */
export async function deleteDoneJobs(db: Db, input: { before: Date; limit: number }): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "done"), lt(jobs.runAt, input.before), lt(jobs.updatedAt, input.before)))
    .limit(input.limit)
    // Several processes sweeping at once share the work instead of waiting on each other's rows.
    .for("update", { skipLocked: true });
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.id, old), eq(jobs.status, "done")))
    .returning({ id: jobs.id });
  return deleted.length;
}

/** Safe because every step is idempotent; undefined when the job is not dead. */
export async function reviveDeadJob(
  db: Db,
  input: { id: number; agencyId: string; includeUnassigned: boolean; now: Date },
): Promise<JobRow | undefined> {
  const [job] = await db
    .update(jobs)
    .set({ status: "pending", attempts: 0, runAt: input.now, updatedAt: input.now })
    .where(and(eq(jobs.id, input.id), eq(jobs.status, "dead"), visibleTo(input)))
    .returning();
  return job;
}

/** Each part is one an index reads in order (see db/paging.ts). */
function visibleParts(view: { agencyId: string; includeUnassigned: boolean }) {
  const agency = eq(jobs.agencyId, view.agencyId);
  return view.includeUnassigned ? [agency, isNull(jobs.agencyId)] : [agency];
}

function visibleTo(view: { agencyId: string; includeUnassigned: boolean }) {
  return or(...visibleParts(view))!;
}

export async function findJobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return job;
}

/** Jobs of no agency only for platform-wide callers, each part read by its index (see db/paging.ts). */
export async function listJobs(
  db: Db,
  input: {
    agencyId: string;
    includeUnassigned: boolean;
    status: JobView | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: JobRow[]; total: number }> {
  const withStatus =
    input.status === undefined
      ? undefined
      : input.status === "stuck"
        ? or(
            eq(jobs.status, "dead"),
            and(eq(jobs.status, "pending"), like(jobs.lastError, `${AGENT_CREDIT_ERROR_PREFIX}%`)),
          )
        : eq(jobs.status, input.status);
  return pageOfParts({
    parts: visibleParts(input),
    rows: (owner, limit) =>
      db
        .select()
        .from(jobs)
        .where(and(owner, withStatus))
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(limit),
    total: async (owner) => {
      const [row] = await db.select({ total: count() }).from(jobs).where(and(owner, withStatus));
      return row?.total ?? 0;
    },
    order: newestFirst<JobRow>(
      (job) => job.updatedAt,
      (job) => job.id,
    ),
    page: input.page,
    pageSize: input.pageSize,
  });
}
