import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";
import type { JobRow } from "./repository.ts";

/** The job of a dedupe key as it stands, for tests that follow a step through its job. */
export async function findJob(db: Db, dedupeKey: string): Promise<JobRow | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).limit(1);
  return job;
}
