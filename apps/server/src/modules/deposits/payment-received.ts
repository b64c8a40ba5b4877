import { compareDecimal } from "@kham/contract";
import { eq } from "drizzle-orm";
import type { GatewayPayment } from "../../adapters/payment-gateway/types.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents } from "../../db/schema/deposits.ts";
import type { AppContext } from "../context.ts";
import { promotionBonusDue } from "../promotions/service.ts";
import { queueStaffAlert } from "../staff-alerts/service.ts";
import { publishDepositUpdated } from "./orders.ts";
import {
  insertPayment,
  markPaymentCredited,
  markPaymentUnmatched,
  type UnmatchedReason,
} from "./payments-repository.ts";
import {
  type DepositOrderRow,
  dropDepositBonus,
  findDepositByCode,
  transitionDeposit,
} from "./repository.ts";
import { enqueueTransfer } from "./transfer.ts";

/* A payment received (webhook or our query): credited to its order, or handed to staff. */

/** PAID, LATE_PAID (a cancelled order), UNMATCHED for staff, SAME_PAYMENT (query and webhook) or DUPLICATE. */
export type PaymentOutcome = "PAID" | "LATE_PAID" | "UNMATCHED" | "SAME_PAYMENT" | "DUPLICATE";

export interface PaymentNotice {
  gateway: string;
  /** The gateway's event id for a webhook; for our own query, derived from the payment reference. */
  eventId: string;
  /** The agency whose own gateway account took the money, when the gateway account is the agency's. */
  agencyId?: string;
  payment: GatewayPayment;
  payload: unknown;
}

type EventOutcome = (typeof paymentEvents.$inferSelect)["outcome"];

const eventOutcomeOf: Record<UnmatchedReason, EventOutcome> = {
  AMOUNT_MISMATCH: "MISMATCH",
  CURRENCY_MISMATCH: "MISMATCH",
  UNKNOWN_ORDER: "UNKNOWN_ORDER",
  ORDER_SETTLED: "ORDER_NOT_OPEN",
  CREDIT_FAILED: "ORDER_NOT_OPEN",
};

function mismatch(order: DepositOrderRow, payment: GatewayPayment): UnmatchedReason | undefined {
  if (payment.currency !== order.currency) return "CURRENCY_MISMATCH";
  return compareDecimal(payment.amount, order.amount) === 0 ? undefined : "AMOUNT_MISMATCH";
}

/** Listed for staff, and told to the agency's exceptions chat when the money's agency is known. */
async function unmatched(
  tx: Db,
  context: AppContext,
  paymentId: string,
  payment: GatewayPayment,
  agencyId: string | null,
  reason: UnmatchedReason,
) {
  await markPaymentUnmatched(tx, paymentId, agencyId, reason);
  if (agencyId === null) return;
  await queueStaffAlert(tx, context, agencyId, {
    kind: "payment-unmatched",
    reference: payment.reference,
    orderCode: payment.orderCode,
    amount: payment.amount,
    currency: payment.currency,
    reason,
  });
}

interface Settled {
  outcome: PaymentOutcome;
  paid?: DepositOrderRow;
  reason?: UnmatchedReason;
}

/** Money the bank took is credited exactly once or handed to staff; guarded transitions let a racing cancel lose nothing. */
async function settlePayment(
  tx: Db,
  context: AppContext,
  paymentId: string,
  notice: PaymentNotice,
  now: Date,
): Promise<Settled> {
  const { payment } = notice;
  const order = await findDepositByCode(tx, payment.orderCode);
  // Money in one agency's account never pays another agency's order: it waits for the account's staff.
  if (order === undefined || (notice.agencyId !== undefined && order.agencyId !== notice.agencyId)) {
    await unmatched(tx, context, paymentId, payment, notice.agencyId ?? null, "UNKNOWN_ORDER");
    return { outcome: "UNMATCHED", reason: "UNKNOWN_ORDER" };
  }
  const wrong = mismatch(order, payment);
  if (wrong !== undefined) {
    await unmatched(tx, context, paymentId, payment, order.agencyId, wrong);
    return { outcome: "UNMATCHED", reason: wrong };
  }
  const changes = { paidAt: payment.paidAt, gatewayReference: payment.reference, now };
  let outcome: PaymentOutcome = "PAID";
  let paid = await transitionDeposit(tx, order.code, "OPEN", "PAID", changes);
  if (paid === undefined) {
    outcome = "LATE_PAID";
    paid = await transitionDeposit(tx, order.code, "CANCELED", "PAID", { ...changes, recovered: true });
  }
  if (paid === undefined) {
    await unmatched(tx, context, paymentId, payment, order.agencyId, "ORDER_SETTLED");
    return { outcome: "UNMATCHED", reason: "ORDER_SETTLED" };
  }
  await markPaymentCredited(tx, paymentId, order.agencyId, order.code);
  paid = await withBonusStillDue(tx, context, paid, now);
  await enqueueTransfer(tx, context, paid, now);
  return { outcome, paid };
}

/** The bonus is decided once, as the payment is accepted, so the amount under the transfer's reference never changes. */
async function withBonusStillDue(
  tx: Db,
  context: AppContext,
  order: DepositOrderRow,
  now: Date,
): Promise<DepositOrderRow> {
  if (await promotionBonusDue(tx, order)) return order;
  const changed = await dropDepositBonus(tx, order.code, now);
  context.log.info({ order: order.code }, "promotion no longer in use: deposit credited without its bonus");
  return changed ?? order;
}

/** Event once per event id, payment once per reference, settled in the same transaction. */
export async function receivePayment(context: AppContext, notice: PaymentNotice): Promise<PaymentOutcome> {
  const now = context.now();
  const { payment } = notice;
  const result = await context.db.transaction(async (tx): Promise<Settled> => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        gateway: notice.gateway,
        eventId: notice.eventId,
        orderCode: payment.orderCode,
        amount: payment.amount,
        currency: payment.currency,
        reference: payment.reference,
        outcome: "UNKNOWN_ORDER",
        payload: notice.payload as object,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (event === undefined) return { outcome: "DUPLICATE" };

    const recorded = await insertPayment(tx, {
      gateway: notice.gateway,
      reference: payment.reference,
      orderCode: payment.orderCode,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
      receivedAt: now,
    });
    const settled: Settled =
      recorded === undefined
        ? { outcome: "SAME_PAYMENT" }
        : await settlePayment(tx, context, recorded.id, notice, now);
    const eventOutcome: EventOutcome =
      settled.outcome === "UNMATCHED"
        ? eventOutcomeOf[settled.reason!]
        : (settled.outcome as Exclude<PaymentOutcome, "UNMATCHED" | "DUPLICATE">);
    await tx.update(paymentEvents).set({ outcome: eventOutcome }).where(eq(paymentEvents.id, event.id));
    return settled;
  });

  if (result.paid === undefined) {
    if (result.outcome === "UNMATCHED") {
      context.log.warn(
        { order: payment.orderCode, reference: payment.reference, reason: result.reason },
        "unmatched payment: listed for staff to resolve",
      );
    } else {
      context.log.debug({ order: payment.orderCode, outcome: result.outcome }, "payment already known");
    }
    return result.outcome;
  }
  context.log.info({ order: result.paid.code, late: result.outcome === "LATE_PAID" }, "deposit paid");
  await publishDepositUpdated(context, result.paid);
  context.jobs.kick();
  return result.outcome;
}

/** Answers whether the order's own money was found; a wrong amount or currency is recorded for staff only. */
export async function settleIfPaid(context: AppContext, order: DepositOrderRow): Promise<boolean> {
  if (order.status !== "OPEN" && order.status !== "CANCELED") return false;
  const gateway = await context.paymentGateways.forOrder(order);
  const payment = await gateway.findPayment({ code: order.code, gatewayReference: order.gatewayReference });
  if (payment === undefined) return false;
  await receivePayment(context, {
    gateway: gateway.name,
    eventId: `query:${payment.reference}`,
    payment,
    payload: { source: "query", ...payment, paidAt: payment.paidAt.toISOString() },
  });
  return mismatch(order, payment) === undefined;
}
