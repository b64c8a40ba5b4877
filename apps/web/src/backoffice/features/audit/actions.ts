/** Recorded by the server itself when a login gives too many wrong authenticator codes. */
export const SECOND_FACTOR_LOCKOUT = "staff.second-factor-lockout";

/** As the server's routes name them; a family's prefix (e.g. "withdrawal.") is a filter of its own. */
export const auditFamilies = [
  { family: "withdrawal", actions: ["withdrawal.approve", "withdrawal.reject"] },
  {
    family: "player",
    actions: ["player.block", "player.unblock", "player.protection.tighten", "player.payout"],
  },
  { family: "payment", actions: ["payment.resolve"] },
  { family: "job", actions: ["job.retry"] },
  {
    family: "promotion",
    actions: [
      "promotion.create",
      "promotion.update",
      "promotion.activate",
      "promotion.deactivate",
      "promotion.image.upload",
    ],
  },
  {
    family: "staff",
    actions: ["staff.create", "staff.disable", "staff.reset-2fa", SECOND_FACTOR_LOCKOUT],
  },
  {
    family: "agency",
    actions: ["agency.profile", "agency.create", "agency.domain.add", "agency.domain.remove"],
  },
  { family: "bank", actions: ["bank.enable", "bank.disable"] },
  {
    family: "payment-method",
    actions: ["payment-method.add", "payment-method.enable", "payment-method.disable"],
  },
  { family: "rates", actions: ["rates.set"] },
  { family: "limits", actions: ["limits.set"] },
  { family: "promotion-threshold", actions: ["promotion-threshold.set"] },
] as const;

/** The filter value of a whole family: its prefix, ending in a dot as the server expects. */
export function familyPrefix(family: string): string {
  return `${family}.`;
}

/** The translation key of an action; an action this list does not know yet shows its code. */
export function actionKey(action: string): string {
  return `audit.actions.${action}`;
}
