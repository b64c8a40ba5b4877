import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, id } from "./columns.ts";

/** An agency's staff see that agency only; platform staff (no agency) work on every agency. */
export const staff = pgTable(
  "staff",
  {
    id: id(),
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["owner", "finance", "marketing", "support"] }).notNull(),
    /** The TOTP secret (base32): set at the first login, confirmed by the first valid code. */
    totpSecret: text("totp_secret"),
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is good once, and only a later one after it. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("staff_role", sql`${table.role} in ('owner', 'finance', 'marketing', 'support')`)],
);

/** 12 hours at most, 30 minutes idle; good for the staff API only once the TOTP code was given. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the second factor was given; until then the session can only finish the login. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff").on(table.staffId)],
);

/** Every state change made by staff or with the admin token: who, what, on what, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: uuid("agency_id").references(() => agencies.id),
    actorKind: text("actor_kind", { enum: ["staff", "token"] }).notNull(),
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("audit_log_agency_at").on(table.agencyId, table.at)],
);
