/* The audit log's words: every action the server records and every kind of thing it names as target. */

/** Every action the server records, grouped by family (the part before the first dot), in the filter's order. */
export const auditActions = [
  "withdrawal.approve",
  "withdrawal.reject",
  "withdrawal.slip.upload",
  "player.block",
  "player.unblock",
  "player.protection.tighten",
  "player.payout",
  "payment.resolve",
  "job.retry",
  "job.give-up",
  "job.settle",
  "promotion.create",
  "promotion.update",
  "promotion.activate",
  "promotion.deactivate",
  "promotion.image.upload",
  "staff.create",
  "staff.disable",
  "staff.reset-2fa",
  "staff.second-factor-lockout",
  "agency.profile",
  "agency.create",
  "agency.domain.add",
  "agency.domain.remove",
  "bank.enable",
  "bank.disable",
  "payment-method.add",
  "payment-method.enable",
  "payment-method.disable",
  "rates.set",
  "limits.set",
  "promotion-threshold.set",
  "game-provider.set",
  "game-provider.test",
  "payment-gateway.set",
  "staff-alerts.set",
  "staff-alerts.test",
  "export.orders",
  "export.ledger",
  "database.backup",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audit entry's target is. */
export const auditTargetTypes = [
  "agency",
  "bank",
  "database",
  "domain",
  "image",
  "job",
  "limits",
  "payment",
  "payment-method",
  "player",
  "promotion",
  "range",
  "rate",
  "staff",
  "withdrawal",
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** Recorded by the server itself when a login gives too many wrong authenticator codes. */
export const SECOND_FACTOR_LOCKOUT = "staff.second-factor-lockout" satisfies AuditAction;
