import type { AppContext } from "../context.ts";
import { publishDepositUpdated } from "./orders.ts";
import { settleIfPaid } from "./payment-received.ts";
import { cancelOpenOrder, type DepositOrderRow, findDepositByCode } from "./repository.ts";

/* The watch of an open order: the gateway asked while open, the cancel at expiry, late payments. */

export const WATCH_JOB = "deposit.watch";
/** How often an OPEN order's gateway is asked "is it paid?" while no webhook has come. */
export const WATCH_EVERY_MS = 30_000;
/** A last-second payment whose webhook never arrives is still found and credited. */
export const LATE_CHECKS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 24 * 3_600_000] as const;
/** How soon a watch that could not reach the gateway asks again. */
const WATCH_RETRY_MS = 60_000;

/** The gateway is asked first; if it cannot answer the order is cancelled anyway, as a late payment is still credited. */
export async function cancelOpenDeposit(
  context: AppContext,
  order: DepositOrderRow,
  reason: "PLAYER" | "EXPIRED",
): Promise<DepositOrderRow | undefined> {
  try {
    if (await settleIfPaid(context, order)) return undefined;
  } catch (error) {
    context.log.warn({ err: error, order: order.code }, "gateway not reachable; cancelling without its word");
  }
  const canceled = await cancelOpenOrder(context.db, order.code, reason, context.now());
  if (canceled !== undefined) {
    context.log.info({ order: order.code, reason }, "deposit canceled");
    await publishDepositUpdated(context, canceled);
  }
  return canceled;
}

/** The next late check of a cancelled order, or undefined once the last one is past. */
export function nextLateCheck(canceledAt: Date, now: Date): Date | undefined {
  for (const offset of LATE_CHECKS_MS) {
    const at = canceledAt.getTime() + offset;
    if (at > now.getTime()) return new Date(at);
  }
  return undefined;
}

/** Polls while OPEN, cancels at expiry, then checks for a late payment; a gateway failure spends no attempt. */
export async function watchDeposit(context: AppContext, code: string) {
  const order = await findDepositByCode(context.db, code);
  if (order === undefined) return undefined;
  const now = context.now();
  try {
    if (order.status === "OPEN") {
      if (now.getTime() >= order.expiresAt.getTime()) {
        const canceled = await cancelOpenDeposit(context, order, "EXPIRED");
        if (canceled !== undefined) return lateCheck(canceled.updatedAt, now);
        // The late checks follow the cancel: ending here would leave a payment without a webhook to no one.
        const current = await findDepositByCode(context.db, code);
        return current?.status === "CANCELED" ? lateCheck(current.updatedAt, now) : undefined;
      }
      if (await settleIfPaid(context, order)) return undefined;
      return { runAgainAt: new Date(Math.min(now.getTime() + WATCH_EVERY_MS, order.expiresAt.getTime())) };
    }
    if (order.status === "CANCELED" && order.updatedAt.getTime() + LATE_CHECKS_MS[0] <= now.getTime()) {
      await settleIfPaid(context, order);
    }
    return order.status === "CANCELED" ? lateCheck(order.updatedAt, now) : undefined;
  } catch (error) {
    context.log.warn({ err: error, order: code }, "deposit watch could not ask the gateway, will retry");
    return { runAgainAt: new Date(now.getTime() + WATCH_RETRY_MS) };
  }
}

function lateCheck(canceledAt: Date, now: Date) {
  const at = nextLateCheck(canceledAt, now);
  return at === undefined ? undefined : { runAgainAt: at };
}
