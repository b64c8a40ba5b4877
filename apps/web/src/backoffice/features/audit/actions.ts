import { type AuditAction, auditActions } from "@kham/contract";

/** An action's family: what comes before its first dot ("player.protection.tighten" is the player's). */
export function auditFamilyOf(action: string): string {
  return action.slice(0, action.indexOf("."));
}

/** The contract's actions grouped by family, in its order; a family's prefix (e.g. "withdrawal.") is a filter of its own. */
export const auditFamilies: readonly { family: string; actions: readonly AuditAction[] }[] =
  auditActions.reduce<{ family: string; actions: AuditAction[] }[]>((families, action) => {
    const family = auditFamilyOf(action);
    const group = families.find((each) => each.family === family);
    if (group === undefined) families.push({ family, actions: [action] });
    else group.actions.push(action);
    return families;
  }, []);

/** The filter value of a whole family: its prefix, ending in a dot as the server expects. */
export function familyPrefix(family: string): string {
  return `${family}.`;
}

/** The translation key of an action; an action this list does not know yet shows its code. */
export function actionKey(action: string): string {
  return `audit.actions.${action}`;
}
