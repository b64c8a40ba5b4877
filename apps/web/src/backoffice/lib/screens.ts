import { mayDo, type StaffPermission, type StaffRole } from "@kham/contract";

/** A screen of the back office: its path under /backoffice/{agency}/ and what a role needs to see it. */
export interface Screen {
  path: ScreenPath;
  permission: StaffPermission;
}

export type ScreenPath =
  | "dashboard"
  | "withdrawals"
  | "deposits"
  | "reconciliation"
  | "reports"
  | "exceptions"
  | "players"
  | "promotions"
  | "settings"
  | "staff"
  | "audit";

/** In the order of the menu; a role sees only the screens its permissions open. */
export const screens: readonly Screen[] = [
  { path: "dashboard", permission: "dashboard" },
  { path: "withdrawals", permission: "orders.read" },
  { path: "deposits", permission: "orders.read" },
  { path: "reconciliation", permission: "orders.read" },
  { path: "reports", permission: "reports" },
  { path: "exceptions", permission: "exceptions" },
  { path: "players", permission: "players.read" },
  { path: "promotions", permission: "promotions" },
  { path: "settings", permission: "settings" },
  { path: "staff", permission: "staff" },
  { path: "audit", permission: "audit" },
];

export function screensFor(role: StaffRole): Screen[] {
  return screens.filter((screen) => mayDo(role, screen.permission));
}

export function permissionOf(path: ScreenPath): StaffPermission {
  return screens.find((screen) => screen.path === path)!.permission;
}
