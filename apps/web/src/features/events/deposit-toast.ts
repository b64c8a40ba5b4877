import type { DepositOrder } from "@kham/contract";

/** Where the deposit screen lives: it shows a deposit's result itself, so no toast is needed there. */
const DEPOSIT_SCREEN = "/player/deposit";

/**
 * Whether a deposit event deserves a toast: the order was credited (SUCCESS), the player is on
 * another page than the deposit screen, and this order was not announced yet (events can repeat,
 * e.g. after the stream reconnects).
 */
export function isDepositToAnnounce(
  order: DepositOrder | undefined,
  pathname: string,
  announced: ReadonlySet<string>,
): order is DepositOrder {
  if (order?.status !== "SUCCESS" || announced.has(order.code)) return false;
  return pathname.replace(/\/+$/, "") !== DEPOSIT_SCREEN;
}
