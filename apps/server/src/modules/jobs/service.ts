import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";
import type { JobRow } from "./repository.ts";

/* The durable jobs every adapter call runs from: what other modules use besides the worker. */

/** Goes straight to the dead list for staff instead of spending its attempts. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** Not a failure: the job runs again after `afterMs` without spending an attempt, its message kept as last error. */
export class JobMustWait extends Error {
  readonly afterMs: number;

  constructor(message: string, afterMs: number) {
    super(message);
    this.afterMs = afterMs;
    this.name = "JobMustWait";
  }
}

/** Enqueued by the write's own statement from the CTE `after`, so the job exists exactly when the write did. */
export function enqueueAfter(
  after: SQLWrapper,
  job: {
    kind: SQLWrapper;
    agencyId: SQLWrapper;
    payload: SQLWrapper;
    dedupeKey: SQLWrapper;
    runAt: SQLWrapper;
  },
): SQL {
  const columns = [jobs.kind, jobs.agencyId, jobs.payload, jobs.dedupeKey, jobs.runAt].map((column) =>
    sql.identifier(column.name),
  );
  return sql`insert into ${jobs} (${sql.join(columns, sql`, `)}) select ${job.kind}, ${job.agencyId}, ${job.payload}, ${job.dedupeKey}, ${job.runAt} from ${after} on conflict do nothing`;
}

/** Closes only the row as read before the provider was asked, so a retry since is never missed. */
export async function closeDeadJob(
  db: Db,
  job: Pick<JobRow, "id" | "updatedAt">,
  input: { error: string; now: Date },
): Promise<JobRow | undefined> {
  const [closed] = await db
    .update(jobs)
    .set({ status: "done", lastError: input.error.slice(0, 2000), updatedAt: input.now })
    .where(
      and(
        eq(jobs.id, job.id),
        eq(jobs.status, "dead"),
        // Millisecond precision: a database-stamped time keeps microseconds the Date lost.
        sql`date_trunc('milliseconds', ${jobs.updatedAt}) = ${job.updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return closed;
}
