import type { StaffAlertTopic } from "@kham/contract";
import { and, asc, eq, inArray, isNotNull, isNull, max, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencies } from "../../db/schema/agency.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { staffAlertLines, staffAlertSettings, staffLoginAddresses } from "../../db/schema/staff-alerts.ts";

export type AlertSettingsRow = typeof staffAlertSettings.$inferSelect;
export type AlertLineRow = typeof staffAlertLines.$inferSelect;

export async function findAlertSettings(db: Db, agencyId: string): Promise<AlertSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAlertSettings)
    .where(eq(staffAlertSettings.agencyId, agencyId))
    .limit(1);
  return row;
}

/** Held until the caller's transaction ends: one job at a time decides what a chat of the agency is sent. */
export async function lockAlertSettings(db: Db, agencyId: string): Promise<AlertSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAlertSettings)
    .where(eq(staffAlertSettings.agencyId, agencyId))
    .limit(1)
    .for("update");
  return row;
}

export async function saveAlertSettings(
  db: Db,
  row: typeof staffAlertSettings.$inferInsert,
): Promise<AlertSettingsRow> {
  const { agencyId: _agencyId, ...changes } = row;
  const [saved] = await db
    .insert(staffAlertSettings)
    .values(row)
    .onConflictDoUpdate({ target: staffAlertSettings.agencyId, set: changes })
    .returning();
  return saved!;
}

export async function insertAlertLine(
  db: Db,
  line: { agencyId: string; topic: StaffAlertTopic; chatId: string; alert: object; createdAt: Date },
): Promise<AlertLineRow> {
  const [row] = await db.insert(staffAlertLines).values(line).returning();
  return row!;
}

const chatOf = (agencyId: string, chatId: string) =>
  and(eq(staffAlertLines.agencyId, agencyId), eq(staffAlertLines.chatId, chatId));

/** Another live job (pending or running) holds unsent lines of the chat: it sends them first. */
export async function chatHeldByAnotherJob(db: Db, agencyId: string, chatId: string, jobId: number) {
  const [row] = await db
    .select({ id: staffAlertLines.id })
    .from(staffAlertLines)
    .innerJoin(jobs, eq(jobs.id, staffAlertLines.jobId))
    .where(
      and(
        chatOf(agencyId, chatId),
        isNull(staffAlertLines.sentAt),
        ne(staffAlertLines.jobId, jobId),
        inArray(jobs.status, ["pending", "running"]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lastSentAt(db: Db, agencyId: string, chatId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: max(staffAlertLines.sentAt) })
    .from(staffAlertLines)
    .where(and(chatOf(agencyId, chatId), isNotNull(staffAlertLines.sentAt)));
  return row?.at ?? undefined;
}

/** The job's own unsent lines (a retry sends the same ones) and the free ones after them, oldest first. */
export async function claimAlertLines(
  db: Db,
  input: { agencyId: string; chatId: string; jobId: number; limit: number },
): Promise<AlertLineRow[]> {
  const free = db
    .select({ id: staffAlertLines.id })
    .from(staffAlertLines)
    .leftJoin(jobs, eq(jobs.id, staffAlertLines.jobId))
    .where(
      and(
        chatOf(input.agencyId, input.chatId),
        isNull(staffAlertLines.sentAt),
        sql`(${staffAlertLines.jobId} is null or ${staffAlertLines.jobId} = ${input.jobId} or ${jobs.id} is null)`,
      ),
    )
    .orderBy(asc(staffAlertLines.id))
    .limit(input.limit);
  return db
    .update(staffAlertLines)
    .set({ jobId: input.jobId })
    .where(inArray(staffAlertLines.id, free))
    .returning()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** Lines that did not fit in the message go back for the chat's next one. */
export async function releaseAlertLines(db: Db, jobId: number, keep: number[]): Promise<void> {
  await db
    .update(staffAlertLines)
    .set({ jobId: null })
    .where(
      and(
        eq(staffAlertLines.jobId, jobId),
        isNull(staffAlertLines.sentAt),
        keep.length > 0 ? notInArray(staffAlertLines.id, keep) : undefined,
      ),
    );
}

export async function markAlertLinesSent(db: Db, jobId: number, sentAt: Date): Promise<number> {
  const rows = await db
    .update(staffAlertLines)
    .set({ sentAt })
    .where(and(eq(staffAlertLines.jobId, jobId), isNull(staffAlertLines.sentAt)))
    .returning({ id: staffAlertLines.id });
  return rows.length;
}

/** True when the address is new to the staff member. */
export async function rememberLoginAddress(
  db: Db,
  input: { staffId: string; address: string; at: Date },
): Promise<{ isNew: boolean; knewOthers: boolean }> {
  const inserted = await db
    .insert(staffLoginAddresses)
    .values({ staffId: input.staffId, address: input.address, firstSeenAt: input.at })
    .onConflictDoNothing()
    .returning({ address: staffLoginAddresses.address });
  if (inserted.length === 0) return { isNew: false, knewOthers: true };
  const [other] = await db
    .select({ address: staffLoginAddresses.address })
    .from(staffLoginAddresses)
    .where(
      and(eq(staffLoginAddresses.staffId, input.staffId), ne(staffLoginAddresses.address, input.address)),
    )
    .limit(1);
  return { isNew: true, knewOthers: other !== undefined };
}

export async function agencyCodeOf(db: Db, agencyId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: agencies.code })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row?.code;
}
