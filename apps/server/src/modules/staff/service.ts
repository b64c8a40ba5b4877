import { randomBytes } from "node:crypto";
import {
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
  type CreateStaffBody,
  SECOND_FACTOR_LOCKOUT,
  type SecondFactorLockout,
  type Staff,
  type StaffLoginAnswer,
  type StaffRole,
} from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError, RateLimitedError } from "../../errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../../password.ts";
import {
  chargeLoginAttempt,
  type LoginAddressBudget,
  staffAddressKey,
} from "../../plugins/login-address-budget.ts";
import type { LoginBackoff } from "../../plugins/login-backoff.ts";
import type { AppContext } from "../context.ts";
import { hashSessionToken, newSessionToken } from "../players/sessions.ts";
import { noteStaffLogin, queueStaffAlert } from "../staff-alerts/service.ts";
import {
  type AuditRow,
  deleteExpiredStaffSessions,
  deleteStaffSession,
  deleteStaffSessions,
  findStaffById,
  findStaffByUsername,
  findStaffSession,
  findStaffSessionById,
  insertAudit,
  insertStaff,
  insertStaffSession,
  listAudit,
  listAuditActions,
  listStaff,
  type StaffRow,
  type StaffSessionRow,
  takeTotpStep,
  touchStaffSession,
  updateStaff,
} from "./repository.ts";
import { newTotpSecret, otpauthUri, totpCodeStep } from "./totp.ts";

const MINUTE = 60_000;
/** A back-office session ends 12 hours after the password, or after 30 minutes without a call. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
export const STAFF_SESSION_IDLE_MS = 30 * MINUTE;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = MINUTE;

/** Who is acting on the staff API: recorded in the audit log with what they change. */
export interface StaffActor {
  kind: "staff" | "token";
  /** The staff member's id; null for the admin token. */
  id: string | null;
  name: string;
  role: StaffRole;
  /** The staff member's agency; null for platform staff and the token, who may work on every agency. */
  agencyId: string | null;
  platform: boolean;
}

/** The admin token (automation, the CLI): platform-wide, and allowed everything. */
export const TOKEN_ACTOR: StaffActor = {
  kind: "token",
  id: null,
  name: "admin-token",
  role: "owner",
  agencyId: null,
  platform: true,
};

export function actorOf(row: StaffRow): StaffActor {
  return {
    kind: "staff",
    id: row.id,
    name: row.username,
    role: row.role,
    agencyId: row.agencyId,
    platform: row.agencyId === null,
  };
}

/** Whether the actor may work on that agency: its own, or any for platform staff and the token. */
export function mayWorkOn(actor: StaffActor, agency: AgencyRow): boolean {
  return actor.platform || actor.agencyId === agency.id;
}

export function toStaff(row: StaffRow, agencyCode: string | null): Staff {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    agency: agencyCode,
    twoFactor: row.totpEnrolledAt !== null,
    disabled: row.disabledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function generatedPassword(): string {
  return randomBytes(15).toString("base64url");
}

/** A new staff account of the agency (or of the platform), with its password; 2FA at first login. */
export async function createStaff(
  context: AppContext,
  input: { agency: AgencyRow; body: CreateStaffBody; actor: StaffActor },
) {
  if (input.body.platform && !(input.actor.platform && input.actor.role === "owner")) {
    throw new AppError("FORBIDDEN", "Only platform owners create platform staff");
  }
  const password = input.body.password ?? generatedPassword();
  const passwordHash = await hashPassword(password);
  const row = await context.db.transaction(async (tx) => {
    const inserted = await insertStaff(tx, {
      agencyId: input.body.platform ? null : input.agency.id,
      username: input.body.username,
      passwordHash,
      role: input.body.role,
      createdAt: context.now(),
    });
    if (inserted?.role === "owner") {
      // A platform owner reaches every agency: the agency it was made from is told.
      await queueStaffAlert(tx, context, input.agency.id, {
        kind: "owner-granted",
        username: inserted.username,
        by: input.actor.name,
      });
    }
    return inserted;
  });
  if (row === undefined) {
    throw new AppError("VALIDATION_ERROR", "That username is taken", {
      username: "validation.staff_username_taken",
    });
  }
  return {
    staff: toStaff(row, input.body.platform ? null : input.agency.code),
    password: input.body.password === undefined ? password : null,
  };
}

/** The staff member named, if the actor may see them: the agency's own, or platform staff for a platform actor. */
async function staffInScope(db: Db, agency: AgencyRow, username: string, actor: StaffActor) {
  const row = await findStaffByUsername(db, username);
  const visible =
    row !== undefined && (row.agencyId === agency.id || (row.agencyId === null && actor.platform));
  if (!visible) throw new AppError("NOT_FOUND", `No staff member ${username}`);
  return row;
}

export async function listAgencyStaff(db: Db, agency: AgencyRow, actor: StaffActor): Promise<Staff[]> {
  const rows = await listStaff(db, agency.id, actor.platform);
  return rows.map((row) => toStaff(row.staff, row.agencyCode));
}

/** Disables the account at once: every session of it ends. */
export async function disableStaff(
  context: AppContext,
  agency: AgencyRow,
  username: string,
  actor: StaffActor,
) {
  const row = await staffInScope(context.db, agency, username, actor);
  if (row.id === actor.id)
    throw new AppError("VALIDATION_ERROR", "You cannot disable yourself", {
      username: "validation.staff_self",
    });
  const before = toStaff(row, row.agencyId === null ? null : agency.code);
  const changed = await updateStaff(context.db, row.id, { disabledAt: row.disabledAt ?? context.now() });
  await deleteStaffSessions(context.db, row.id);
  return { staffId: row.id, before, after: toStaff(changed!, before.agency) };
}

/** The next login enrols a new second factor (a lost phone); every session of the account ends. */
export async function resetStaffTwoFactor(
  context: AppContext,
  agency: AgencyRow,
  username: string,
  actor: StaffActor,
) {
  const row = await staffInScope(context.db, agency, username, actor);
  const before = toStaff(row, row.agencyId === null ? null : agency.code);
  const changed = await updateStaff(context.db, row.id, {
    totpSecret: null,
    totpEnrolledAt: null,
    totpLastStep: null,
  });
  await deleteStaffSessions(context.db, row.id);
  return { staffId: row.id, before, after: toStaff(changed!, before.agency) };
}

/** A right password opens a session that can only finish the login with the second factor. */
export async function loginStaff(
  context: AppContext,
  input: {
    username: string;
    password: string;
    backoff: LoginBackoff;
    budget: LoginAddressBudget;
    /** The address the request is read as coming from (request.ip, through a trusted proxy). */
    address: string;
  },
): Promise<{ token: string; answer: StaffLoginAnswer }> {
  const username = input.username.trim().toLowerCase();
  const now = context.now();
  const refund = await chargeLoginAttempt(
    {
      budget: input.budget,
      addressKey: staffAddressKey(input.address),
      backoff: input.backoff,
      nameKey: `staff|${username}`,
    },
    now,
  );
  const row = await findStaffByUsername(context.db, username);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (row === undefined || !valid || row.disabledAt !== null) {
    context.metrics.loginFailures.inc({ audience: "staff" });
    throw new AppError("INVALID_CREDENTIALS");
  }
  await refund();

  let answer: StaffLoginAnswer = { step: "verify" };
  if (row.totpEnrolledAt === null) {
    // A fresh secret at every enrolment attempt: one shown before but never confirmed is dropped.
    const secret = newTotpSecret();
    await updateStaff(context.db, row.id, { totpSecret: secret });
    answer = { step: "enroll", otpauthUri: otpauthUri(row.username, secret), secret };
  }
  const token = newSessionToken();
  await insertStaffSession(context.db, {
    tokenHash: hashSessionToken(token),
    staffId: row.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
  });
  return { token, answer };
}

/** Run by the hourly sweep (players/maintenance.ts); answers how many. */
export function purgeExpiredStaffSessions(db: Db, now: Date): Promise<number> {
  return deleteExpiredStaffSessions(db, now, new Date(now.getTime() - STAFF_SESSION_IDLE_MS));
}

export interface ResumedStaffSession {
  session: StaffSessionRow;
  staff: StaffRow;
}

/** A call the staff member did not make (`activity: false`) does not slide the idle window. */
export async function resumeStaffSession(
  db: Db,
  token: string,
  now: Date,
  options: { activity: boolean } = { activity: true },
): Promise<ResumedStaffSession | undefined> {
  const found = await findStaffSession(db, hashSessionToken(token));
  if (found === undefined) return undefined;
  const idleEnd = found.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS;
  if (
    now.getTime() >= found.session.expiresAt.getTime() ||
    now.getTime() >= idleEnd ||
    found.staff.disabledAt !== null
  ) {
    await deleteStaffSession(db, found.session.id);
    return undefined;
  }
  if (options.activity && now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchStaffSession(db, found.session.id, { lastSeenAt: now });
  }
  return found;
}

/** Wrong codes are counted per staff member, whatever the session or the process. */
function codeBackoffKey(staffId: string): string {
  return `staff-code|${staffId}`;
}

/** 429 of a lockout: the session that gave the code has ended, so its cookie goes too. */
export class SecondFactorLockedOutError extends RateLimitedError {}

/** A code is good once, only for a later step; from the fifth refused code each ends its session and owners are told. */
export async function verifyStaffCode(
  context: AppContext,
  resumed: ResumedStaffSession,
  input: { code: string; backoff: LoginBackoff; ip: string },
) {
  const row = await findStaffById(context.db, resumed.staff.id);
  if (row === undefined || row.totpSecret === null) {
    throw new AppError("UNAUTHENTICATED", "Log in with your password first");
  }
  const now = context.now();
  const backoffKey = codeBackoffKey(row.id);
  const admission = await input.backoff.admit(backoffKey, now);
  if (!admission.admitted) throw new RateLimitedError(Math.ceil(admission.retryAfterMs / 1000));

  const step = await totpCodeStep(row.totpSecret, input.code, now);
  const taken =
    step === undefined
      ? undefined
      : await takeTotpStep(context.db, row.id, {
          secret: row.totpSecret,
          step,
          enrolledAt: row.totpEnrolledAt === null ? now : undefined,
        });
  if (taken === undefined) {
    if (step === undefined) context.metrics.loginFailures.inc({ audience: "staff" });
    if (admission.blockedUntil > 0) {
      await endStaffSession(context.db, resumed.session.id);
      await tellOwnersOfLockout(context, { staff: row, ip: input.ip, at: now });
      throw new SecondFactorLockedOutError(Math.ceil((admission.blockedUntil - now.getTime()) / 1000));
    }
    if (step === undefined) throw new AppError("INVALID_CREDENTIALS", "The code is not right");
    const current = await findStaffById(context.db, row.id);
    if (current?.totpSecret !== row.totpSecret) {
      throw new AppError("UNAUTHENTICATED", "Log in with your password first");
    }
    throw new AppError("TOTP_CODE_USED", "That code was used already: give the next one");
  }
  await input.backoff.refund(backoffKey, admission.blockedUntil);
  await touchStaffSession(context.db, resumed.session.id, { secondFactorAt: now, lastSeenAt: now });
  const updated = await context.db.transaction(async (tx) => {
    await noteStaffLogin(tx, context, {
      staffId: row.id,
      agencyId: row.agencyId,
      username: row.username,
      address: input.ip,
    });
    return updateStaff(tx, row.id, { lastLoginAt: now });
  });
  context.log.info({ staff: row.username }, "staff logged in");
  return updated!;
}

/** An audit entry the owners' dashboard notice reads; staff alerts (Telegram) belong here. */
export async function tellOwnersOfLockout(
  context: AppContext,
  lockout: { staff: StaffRow; ip: string; at: Date },
): Promise<void> {
  await recordAudit(context.db, {
    agencyId: lockout.staff.agencyId,
    actor: actorOf(lockout.staff),
    action: SECOND_FACTOR_LOCKOUT,
    targetType: "staff",
    targetId: lockout.staff.username,
    before: null,
    after: { sessionEnded: true },
    ip: lockout.ip,
    at: lockout.at,
  });
  context.log.warn(
    { staff: lockout.staff.username, ip: lockout.ip },
    "staff second factor locked out: too many wrong codes",
  );
}

/** How far back the owners' notice of lockouts looks, and how many it lists. */
const LOCKOUT_NOTICE_MS = 7 * 24 * 60 * MINUTE;
const LOCKOUT_NOTICE_MAX = 20;

/** The last week's second-factor lockouts the actor's owners are told of; a platform actor's include platform staff. */
export async function secondFactorLockouts(
  db: Db,
  agency: AgencyRow,
  actor: StaffActor,
  now: Date,
): Promise<SecondFactorLockout[]> {
  const rows = await listAuditActions(db, {
    action: SECOND_FACTOR_LOCKOUT,
    agencyId: agency.id,
    includePlatform: actor.platform,
    since: new Date(now.getTime() - LOCKOUT_NOTICE_MS),
    limit: LOCKOUT_NOTICE_MAX,
  });
  return rows.map(({ entry, agencyCode }) => ({
    username: entry.targetId,
    agency: agencyCode,
    ip: entry.ip,
    at: entry.at.toISOString(),
  }));
}

/** Not counted as activity, so a back office left open still idles out. */
export async function staffSessionAlive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const session = await findStaffSessionById(db, sessionId);
  if (session === undefined) return false;
  return (
    now.getTime() < session.expiresAt.getTime() &&
    now.getTime() < session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS
  );
}

export async function endStaffSession(db: Db, sessionId: string) {
  await deleteStaffSession(db, sessionId);
}

export interface AuditRecord {
  agencyId: string | null;
  actor: StaffActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
  at: Date;
}

/** Appends an entry to the audit log (the database refuses to change or remove one). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAudit(db, {
    agencyId: record.agencyId,
    actorKind: record.actor.kind,
    actorId: record.actor.id,
    actorName: record.actor.name,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: (record.before ?? null) as object | null,
    after: (record.after ?? null) as object | null,
    ip: record.ip,
    at: record.at,
  });
}

function toAuditEntry(row: AuditRow, agencyCode: string | null): AuditEntry {
  return {
    id: row.id,
    agency: agencyCode,
    actor: row.actorName,
    actorKind: row.actorKind,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    at: row.at.toISOString(),
  };
}

export async function auditPage(db: Db, agency: AgencyRow, query: AuditQuery) {
  const { items, total } = await listAudit(db, agency.id, query);
  return { items: items.map((item) => toAuditEntry(item.entry, item.agencyCode)), total };
}
