import type { AuditQuery } from "@kham/contract";
import { and, count, desc, eq, gte, isNull, like, lt, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencies } from "../../db/schema/agency.ts";
import { auditLog, staff, staffSessions } from "../../db/schema/staff.ts";

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertStaff(db: Db, row: typeof staff.$inferInsert): Promise<StaffRow | undefined> {
  const [created] = await db.insert(staff).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** The agency's staff and, for a platform view, the platform staff too; by username. */
export async function listStaff(db: Db, agencyId: string, includePlatform: boolean) {
  return db
    .select({ staff, agencyCode: agencies.code })
    .from(staff)
    .leftJoin(agencies, eq(agencies.id, staff.agencyId))
    .where(
      includePlatform
        ? or(eq(staff.agencyId, agencyId), isNull(staff.agencyId))
        : eq(staff.agencyId, agencyId),
    )
    .orderBy(staff.username);
}

export async function updateStaff(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      StaffRow,
      "totpSecret" | "totpEnrolledAt" | "totpLastStep" | "disabledAt" | "lastLoginAt" | "passwordHash"
    >
  >,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(changes).where(eq(staff.id, id)).returning();
  return row;
}

/** One statement, so of two requests with one code only one passes (RFC 6238 5.2). */
export async function takeTotpStep(
  db: Db,
  id: string,
  code: { secret: string; step: number; enrolledAt?: Date },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({ totpLastStep: code.step, ...(code.enrolledAt ? { totpEnrolledAt: code.enrolledAt } : {}) })
    .where(
      and(
        eq(staff.id, id),
        eq(staff.totpSecret, code.secret),
        or(isNull(staff.totpLastStep), lt(staff.totpLastStep, code.step)),
        code.enrolledAt ? isNull(staff.totpEnrolledAt) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function insertStaffSession(db: Db, row: typeof staffSessions.$inferInsert) {
  const [created] = await db.insert(staffSessions).values(row).returning();
  return created!;
}

export async function findStaffSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findStaffSessionById(db: Db, id: string): Promise<StaffSessionRow | undefined> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.id, id)).limit(1);
  return row;
}

export async function touchStaffSession(
  db: Db,
  id: string,
  changes: Partial<Pick<StaffSessionRow, "lastSeenAt" | "secondFactorAt">>,
) {
  await db.update(staffSessions).set(changes).where(eq(staffSessions.id, id));
}

export async function deleteStaffSession(db: Db, id: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Every session of the staff member ends (disabled, second factor reset, password changed). */
export async function deleteStaffSessions(db: Db, staffId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Removes sessions past their absolute end or idle since before `idleSince`; answers how many. */
export async function deleteExpiredStaffSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const removed = await db
    .delete(staffSessions)
    .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)))
    .returning({ id: staffSessions.id });
  return removed.length;
}

export async function insertAudit(db: Db, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}

export async function listAudit(db: Db, agencyId: string, query: AuditQuery) {
  const where = and(
    eq(auditLog.agencyId, agencyId),
    query.actor === undefined ? undefined : eq(auditLog.actorName, query.actor.toLowerCase()),
    query.action === undefined
      ? undefined
      : query.action.endsWith(".")
        ? like(auditLog.action, `${query.action}%`)
        : eq(auditLog.action, query.action),
    query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
    query.to === undefined ? undefined : lt(auditLog.at, new Date(query.to)),
  );
  const items = await db
    .select({ entry: auditLog, agencyCode: agencies.code })
    .from(auditLog)
    .leftJoin(agencies, eq(agencies.id, auditLog.agencyId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [row] = await db.select({ total: count() }).from(auditLog).where(where);
  return { items, total: row?.total ?? 0 };
}

/** One action's entries since a moment, newest first; with `includePlatform` also those of no agency. */
export async function listAuditActions(
  db: Db,
  query: { action: string; agencyId: string; includePlatform: boolean; since: Date; limit: number },
) {
  return db
    .select({ entry: auditLog, agencyCode: agencies.code })
    .from(auditLog)
    .leftJoin(agencies, eq(agencies.id, auditLog.agencyId))
    .where(
      and(
        eq(auditLog.action, query.action),
        gte(auditLog.at, query.since),
        query.includePlatform
          ? or(eq(auditLog.agencyId, query.agencyId), isNull(auditLog.agencyId))
          : eq(auditLog.agencyId, query.agencyId),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit);
}
