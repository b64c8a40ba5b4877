import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";
import type { JobRow } from "./repository.ts";

/* The durable jobs every adapter call runs from: what other modules use besides the worker. */

/**
 * A failure that retrying cannot mend (the provider refused for good): the job goes straight to the
 * dead list for staff instead of spending its attempts.
 */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/**
 * A job enqueued by the statement of the write it follows: one job for each row of `after` (a CTE
 * of that statement, such as the row it inserted), so the job exists exactly when the write
 * happened, in one statement instead of a transaction. The values are SQL: a prepared statement's
 * placeholders, or columns of `after`. A job whose dedupe key exists already is not added.
 */
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

/**
 * Staff give up a dead job: dead → done, with who and why in its last error, in the transaction
 * that fails its order. Only the row as it was read before the provider was asked is closed: a job
 * retried since (even one that ran and died again) has another `updatedAt`, and answers undefined,
 * so nothing it did after the provider was asked can be missed.
 */
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
        // The row's time to the millisecond, as JavaScript read it: one the database stamped itself
        // (a default) keeps microseconds the Date read from it has lost.
        sql`date_trunc('milliseconds', ${jobs.updatedAt}) = ${job.updatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return closed;
}
