import type { DepositOrder } from "@kham/contract";

/** Where the deposit screen lives: it shows a deposit's result itself, so no toast is needed there. */
const DEPOSIT_SCREEN = "/player/deposit";

/** Only a credited order, away from the deposit screen, announced once (events can repeat). */
export function isDepositToAnnounce(
  order: DepositOrder | undefined,
  pathname: string,
  announced: ReadonlySet<string>,
): order is DepositOrder {
  if (order?.status !== "SUCCESS" || announced.has(order.code)) return false;
  return pathname.replace(/\/+$/, "") !== DEPOSIT_SCREEN;
}
