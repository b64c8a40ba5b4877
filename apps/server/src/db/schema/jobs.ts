import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, updatedAt } from "./columns.ts";

/** The durable job/outbox table every adapter call runs from. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** The agency whose order the job works on: staff of that agency see it when it dies. */
    agencyId: uuid("agency_id").references(() => agencies.id),
    payload: jsonb("payload").notNull(),
    /** One live job per key: enqueueing the same step twice keeps the first. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    status: text("status", { enum: ["pending", "running", "done", "dead"] })
      .notNull()
      .default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lastError: text("last_error"),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("jobs_due").on(table.status, table.runAt),
    // Staff's jobs (dead ones first of all), most recently changed first.
    index("jobs_agency_status_updated").on(table.agencyId, table.status, table.updatedAt),
    index("jobs_agency_updated").on(table.agencyId, table.updatedAt),
    check("jobs_status", sql`${table.status} in ('pending', 'running', 'done', 'dead')`),
    check("jobs_attempts", sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
  ],
);
