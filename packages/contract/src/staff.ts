import { z } from "zod";
import { PASSWORD_MAX } from "./account-rules.ts";
import { pageQuery } from "./http.ts";
import { text } from "./text.ts";

/* The agency's staff: accounts with a password and TOTP, roles, and the audit log of their changes. */

export const staffRoles = ["owner", "finance", "marketing", "support"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each role may do besides the owner; the server answers anything else 403 FORBIDDEN. */
export const staffPermissions = {
  dashboard: ["finance", "support"],
  withdrawals: ["finance"],
  deposits: ["finance"],
  exceptions: ["finance"],
  /** Reading players, their ledger and their orders. */
  "players.read": ["support", "finance"],
  "players.block": ["support"],
  "orders.read": ["support", "finance"],
  /** The daily close and the CSV exports of orders and ledger. */
  reports: ["finance"],
  promotions: ["marketing"],
  settings: [],
  staff: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function mayDo(role: StaffRole, permission: StaffPermission): boolean {
  return role === "owner" || (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

export const STAFF_USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
export const staffUsernameSchema = text()
  .trim()
  .toLowerCase()
  .regex(STAFF_USERNAME_PATTERN, "validation.staff_username_pattern");

/** A staff password is longer than a player's: it guards every player's money. */
export const STAFF_PASSWORD_MIN = 12;
export const staffPasswordSchema = text()
  .min(STAFF_PASSWORD_MIN, "validation.staff_password_min")
  .max(PASSWORD_MAX, "validation.password_max");

export const staffLoginBody = z.strictObject({
  username: text().min(1, "validation.required").max(64),
  password: text()
    .min(1, "validation.required")
    .max(PASSWORD_MAX * 4),
});

/** A 6-digit code of the authenticator app (RFC 6238, 30 s). */
export const totpCodeBody = z.strictObject({
  code: text()
    .trim()
    .regex(/^\d{6}$/, "validation.totp_code"),
});

export const staffSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  /** The agency's code; null for platform staff, who may work on every agency. */
  agency: z.string().nullable(),
  twoFactor: z.boolean(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The password step's answer: enrol the second factor (first login) or give its code. */
export const staffLoginAnswerSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("enroll"), otpauthUri: z.string(), secret: z.string() }),
  z.object({ step: z.literal("verify") }),
]);
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>;

/** The logged-in staff member, and the agencies they may work on. */
export const staffMeSchema = z.object({
  staff: staffSchema,
  agencies: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** A second-factor lockout after five wrong codes; owners are told who, when and from which IP. */
export const secondFactorLockoutSchema = z.object({
  username: z.string(),
  /** The staff member's agency; null for platform staff. */
  agency: z.string().nullable(),
  ip: z.string(),
  at: z.string(),
});
export type SecondFactorLockout = z.infer<typeof secondFactorLockoutSchema>;

export const createStaffBody = z.strictObject({
  username: staffUsernameSchema,
  role: z.enum(staffRoles),
  /** A platform account belongs to no agency and may work on all; only platform owners make one. */
  platform: z.boolean().default(false),
  /** Without one, a password is generated and answered once. */
  password: staffPasswordSchema.optional(),
});
export type CreateStaffBody = z.infer<typeof createStaffBody>;

export const createdStaffSchema = z.object({
  staff: staffSchema,
  /** The generated password, answered once; null when the caller chose it. */
  password: z.string().nullable(),
});

export const staffParams = z.object({
  agency: text().regex(/^[a-z0-9]{2,20}$/, "admin.agency_code_pattern"),
  username: staffUsernameSchema,
});

/** The audit log's filters: who acted, what kind of change (an action or its prefix, e.g. "withdrawal."), when. */
export const auditQuery = pageQuery.extend({
  actor: text().trim().max(64).optional(),
  action: text()
    .trim()
    .regex(/^[a-z0-9.-]{1,64}$/, "validation.audit_action")
    .optional(),
  from: text()
    .check(z.iso.datetime({ offset: true }))
    .optional(),
  to: text()
    .check(z.iso.datetime({ offset: true }))
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number(),
  agency: z.string().nullable(),
  actor: z.string(),
  actorKind: z.enum(["staff", "token"]),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
