import { z } from "zod";
import { AMOUNT_PATTERN } from "./money.ts";
import { text } from "./text.ts";

/** Player protection: limits, cool-off, self-exclusion and reality checks (docs/protection.md). */
export const protectionLimitKinds = ["deposit", "loss"] as const;
export type ProtectionLimitKind = (typeof protectionLimitKinds)[number];
export const protectionPeriods = ["daily", "weekly", "monthly"] as const;
export type ProtectionPeriod = (typeof protectionPeriods)[number];

/** A raise or removal of a limit waits this long, then needs the player's confirmation. */
export const LIMIT_RAISE_WAIT_HOURS = 24;
/** After the wait, the player has this long to confirm a raise, or it lapses. */
export const LIMIT_CONFIRM_DAYS = 7;
/** The share of a limit at which the back office's dashboard counts a player as close to it. */
export const LIMIT_NEAR_SHARE = "0.8";

export const reminderMinutes = [15, 30, 60] as const;
export type ReminderMinutes = (typeof reminderMinutes)[number];

export const coolOffPeriods = ["24h", "7d", "30d"] as const;
export const selfExclusionPeriods = ["6m", "1y", "2y", "5y", "permanent"] as const;
export type CoolOffPeriod = (typeof coolOffPeriods)[number];
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];
export const exclusionKinds = ["COOL_OFF", "SELF_EXCLUSION"] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** Credit per period, a decimal string, or null when the player set none. */
const periodAmounts = z.object({
  daily: z.string().nullable(),
  weekly: z.string().nullable(),
  monthly: z.string().nullable(),
});
export type PeriodAmounts = z.infer<typeof periodAmounts>;

export const pendingLimitSchema = z.object({
  kind: z.enum(protectionLimitKinds),
  period: z.enum(protectionPeriods),
  /** The new limit, or null when the change removes it. */
  amount: z.string().nullable(),
  /** When the 24 hours are over and the player may confirm. */
  appliesAt: z.string(),
  /** The last moment the player may confirm; after it the change lapses. */
  confirmBy: z.string(),
});
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

export const exclusionSchema = z.object({
  kind: z.enum(exclusionKinds),
  /** ISO time it ends, or null when permanent. */
  until: z.string().nullable(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/** What a reality check shows: the session's start and its net (credit deposited minus withdrawn). */
export const realityCheckSchema = z.object({
  sessionStartedAt: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  net: z.string(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** `GET /api/v2/players/protection`; usage is in credit, per period as of now, in Lao days. */
export const protectionSchema = z.object({
  limits: z.object({ deposit: periodAmounts, loss: periodAmounts }),
  pending: z.array(pendingLimitSchema),
  usage: z.object({ deposit: periodAmounts.required(), loss: periodAmounts.required() }),
  reminderMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
  exclusion: exclusionSchema.nullable(),
  /** This login's start and its net, for the reality check. */
  session: realityCheckSchema,
});
export type Protection = z.infer<typeof protectionSchema>;

const limitAmount = text()
  .trim()
  .regex(AMOUNT_PATTERN, "validation.amount_invalid")
  .refine((value) => /[1-9]/.test(value), "protection.validation.limit_positive");

export const setProtectionLimitBody = z.strictObject({
  kind: z.enum(protectionLimitKinds),
  period: z.enum(protectionPeriods),
  amount: limitAmount.nullable(),
});
export type SetProtectionLimitBody = z.infer<typeof setProtectionLimitBody>;

export const confirmProtectionLimitBody = z.strictObject({
  kind: z.enum(protectionLimitKinds),
  period: z.enum(protectionPeriods),
});
export type ConfirmProtectionLimitBody = z.infer<typeof confirmProtectionLimitBody>;

export const setReminderBody = z.strictObject({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
});
export type SetReminderBody = z.infer<typeof setReminderBody>;

export const startExclusionBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("COOL_OFF"), period: z.enum(coolOffPeriods) }),
  z.strictObject({ kind: z.literal("SELF_EXCLUSION"), period: z.enum(selfExclusionPeriods) }),
]);
export type StartExclusionBody = z.infer<typeof startExclusionBody>;

/**
 * Staff: a player's protection on the player's page,
 * `GET /api/admin/v1/agencies/{agency}/players/{username}/protection`; tightened by
 * `PUT …/players/{username}/protection/limits` with staffTightenLimitBody, answering the same.
 */
export const staffProtectionSchema = protectionSchema;

/** Staff set a tighter limit than the player's, never a looser one, with a reason for the audit log. */
export const staffTightenLimitBody = z.strictObject({
  kind: z.enum(protectionLimitKinds),
  period: z.enum(protectionPeriods),
  amount: limitAmount,
  reason: text().trim().min(1, "validation.required").max(500),
});
export type StaffTightenLimitBody = z.infer<typeof staffTightenLimitBody>;

/**
 * Staff pay out an excluded player's remaining credit at one provider at the player's request:
 * `POST /api/admin/v1/agencies/{agency}/players/{username}/payout`, answering the withdrawal order,
 * which then goes through the cashier's queue like any other.
 */
export const staffPayoutBody = z.strictObject({ provider: text().min(1).max(32) });
export type StaffPayoutBody = z.infer<typeof staffPayoutBody>;
