import { compareDecimal, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import type { GatewayPayment } from "../../adapters/payment-gateway/types.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents } from "../../db/schema.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import { appendLedgerEntry } from "../ledger/service.ts";
import { promotionBonusDue, publishUsage, recordDepositBonus } from "../promotions/service.ts";
import {
  ensureProviderMember,
  publishCredit,
  reconciledTransfer,
  TransferRefused,
} from "../wallets/service.ts";
import { publishDepositUpdated } from "./orders.ts";
import {
  insertPayment,
  markPaymentCredited,
  markPaymentUnmatched,
  returnPaymentToStaff,
  type UnmatchedReason,
} from "./payments-repository.ts";
import {
  cancelOpenOrder,
  type DepositOrderRow,
  dropDepositBonus,
  findDepositByCode,
  findDepositWithOwner,
  transitionDeposit,
} from "./repository.ts";

export const TRANSFER_JOB = "deposit.transfer";
export const WATCH_JOB = "deposit.watch";
/** How often an OPEN order's gateway is asked "is it paid?" while no webhook has come. */
export const WATCH_EVERY_MS = 30_000;
/**
 * After an order is cancelled the gateway is asked a few more times: a payment made at the last
 * second whose webhook never arrives is still found and credited.
 */
export const LATE_CHECKS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 24 * 3_600_000] as const;
/** How soon a watch that could not reach the gateway asks again. */
const WATCH_RETRY_MS = 60_000;

/**
 * What became of a payment notice: it credited its order (PAID), credited an order that had been
 * cancelled (LATE_PAID), went to staff as an unmatched payment, repeated a payment we had heard of
 * by another channel (SAME_PAYMENT: a query and a webhook), or repeated an event (DUPLICATE).
 */
export type PaymentOutcome = "PAID" | "LATE_PAID" | "UNMATCHED" | "SAME_PAYMENT" | "DUPLICATE";

export interface PaymentNotice {
  gateway: string;
  /** The gateway's event id for a webhook; for our own query, derived from the payment reference. */
  eventId: string;
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

interface Settled {
  outcome: PaymentOutcome;
  paid?: DepositOrderRow;
  reason?: UnmatchedReason;
}

/**
 * Money the bank took for an order is credited exactly once or handed to staff. A payment of the
 * order's exact amount and currency moves it OPEN → PAID, or CANCELED → PAID when it arrived after
 * the order was cancelled (by the player, by expiry, or in a race with either; such an order is
 * "recovered" and does not count as the player's open order). Both are guarded transitions, so a
 * cancel and a payment racing end one way or the other, never with the money lost. Anything else
 * is an unmatched payment for staff.
 */
async function settlePayment(
  tx: Db,
  context: AppContext,
  paymentId: string,
  payment: GatewayPayment,
  now: Date,
): Promise<Settled> {
  const order = await findDepositByCode(tx, payment.orderCode);
  if (order === undefined) {
    await markPaymentUnmatched(tx, paymentId, null, "UNKNOWN_ORDER");
    return { outcome: "UNMATCHED", reason: "UNKNOWN_ORDER" };
  }
  const wrong = mismatch(order, payment);
  if (wrong !== undefined) {
    await markPaymentUnmatched(tx, paymentId, order.agencyId, wrong);
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
    await markPaymentUnmatched(tx, paymentId, order.agencyId, "ORDER_SETTLED");
    return { outcome: "UNMATCHED", reason: "ORDER_SETTLED" };
  }
  await markPaymentCredited(tx, paymentId, order.agencyId, order.code);
  paid = await withBonusStillDue(tx, context, paid, now);
  await enqueueTransfer(tx, context, paid, now);
  return { outcome, paid };
}

export function enqueueTransfer(tx: Db, context: AppContext, order: DepositOrderRow, now: Date) {
  return context.jobs.enqueue(tx, {
    kind: TRANSFER_JOB,
    agencyId: order.agencyId,
    payload: { code: order.code },
    dedupeKey: `${TRANSFER_JOB}:${order.code}`,
    runAt: now,
  });
}

/**
 * A payment reached us (webhook or our query). The event is recorded once per event id, the payment
 * once per gateway reference, and it is settled in the same transaction: credited to its order
 * (with the transfer job enqueued) or left UNMATCHED for staff.
 */
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
        : await settlePayment(tx, context, recorded.id, payment, now);
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

/**
 * Asks the gateway about an order that can still take its money (OPEN, or CANCELED for a late
 * payment) and settles what it finds; answers whether the order's own money was found. A payment of
 * the wrong amount or currency is recorded for staff but is not the order's money.
 */
export async function settleIfPaid(context: AppContext, order: DepositOrderRow): Promise<boolean> {
  if (order.status !== "OPEN" && order.status !== "CANCELED") return false;
  const payment = await context.paymentGateway.findPayment(order.code);
  if (payment === undefined) return false;
  await receivePayment(context, {
    gateway: context.paymentGateway.name,
    eventId: `query:${payment.reference}`,
    payment,
    payload: { source: "query", ...payment, paidAt: payment.paidAt.toISOString() },
  });
  return mismatch(order, payment) === undefined;
}

/**
 * OPEN → CANCELED, by the player or by expiry. The gateway is asked first so a paid order is
 * settled rather than cancelled; when it cannot answer the order is cancelled anyway, because a
 * payment that arrives afterwards is credited to the cancelled order.
 */
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

/**
 * The watch job: polls the gateway while the order is OPEN, cancels it at expiry (15 minutes),
 * then looks for a late payment a few more times. A gateway that cannot answer is asked again
 * later without spending an attempt.
 */
export async function watchDeposit(context: AppContext, code: string) {
  const order = await findDepositByCode(context.db, code);
  if (order === undefined) return undefined;
  const now = context.now();
  try {
    if (order.status === "OPEN") {
      if (now.getTime() >= order.expiresAt.getTime()) {
        const canceled = await cancelOpenDeposit(context, order, "EXPIRED");
        if (canceled !== undefined) return lateCheck(canceled.updatedAt, now);
        // Paid, or cancelled by the player in this very moment: the late checks then follow
        // their cancel, as they would have had it come first. Ending the watch here would leave a
        // payment whose webhook never came to no one.
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

/**
 * PAID → FAILED: the provider refused the credit for good. The payment goes back to staff as
 * unmatched (CREDIT_FAILED) in the same transaction: the money is never only a log line.
 */
export async function failDeposit(context: AppContext, code: string, reason: string) {
  const failed = await context.db.transaction((tx) => failPaidDeposit(tx, code, reason, context.now()));
  if (failed !== undefined) await depositFailed(context, failed, reason);
}

/** PAID → FAILED with its payment back to staff, in the caller's transaction; undefined when not PAID. */
export async function failPaidDeposit(tx: Db, code: string, reason: string, now: Date) {
  const row = await transitionDeposit(tx, code, "PAID", "FAILED", {
    failureReason: reason.slice(0, 500),
    now,
  });
  if (row !== undefined) await returnPaymentToStaff(tx, code);
  return row;
}

export async function depositFailed(context: AppContext, failed: DepositOrderRow, reason: string) {
  context.log.error({ order: failed.code, reason }, "deposit failed; its payment is listed for staff");
  await publishDepositUpdated(context, failed);
}

/**
 * A promotion deposit earns its bonus only while its usage is still in use and no other deposit of
 * it took the bonus: a late payment of a deposit whose promotion ended since is credited without it.
 * Decided once, as the payment is accepted: the amount the transfer asks under the order's reference
 * never changes afterwards. (Asked again for less after an answer was lost, the provider would see
 * a conflicting transfer where the first had moved the money, and the order would fail.)
 */
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

/**
 * The transfer job: moves the order's credit into the player's wallet at the provider, with the
 * order code as the provider's idempotency reference, then PAID → SUCCESS and the ledger entries in
 * one transaction. Run again after a crash or a lost answer, the transfer is looked up first and
 * nothing moves twice.
 */
export async function transferDeposit(
  context: AppContext,
  code: string,
  job: Pick<JobRow, "attempts">,
): Promise<void> {
  const found = await findDepositWithOwner(context.db, code);
  if (found === undefined || found.order.status !== "PAID") return;
  const { agency, player, order } = found;
  const provider = order.provider as Provider;
  const total = new Decimal(order.credit).plus(order.bonus).toFixed(2);
  let member: string;
  try {
    member = await ensureProviderMember(context, agency, player, provider);
    await reconciledTransfer(
      context.gameProviders[provider],
      "in",
      { memberUsername: member, amount: total, reference: code },
      { mayHaveRun: job.attempts > 1 },
    );
  } catch (error) {
    if (error instanceof TransferRefused) {
      await failDeposit(context, code, error.message);
      return;
    }
    throw error;
  }

  const now = context.now();
  const succeeded = await context.db.transaction(async (tx) => {
    const done = await transitionDeposit(tx, code, "PAID", "SUCCESS", { now });
    if (done === undefined) return undefined;
    const entry = {
      agencyId: order.agencyId,
      playerId: order.playerId,
      provider,
      currency: "THB",
      orderCode: code,
    };
    await appendLedgerEntry(tx, {
      ...entry,
      kind: "DEPOSIT_CREDIT",
      amount: new Decimal(order.credit).toFixed(2),
      idempotencyKey: `deposit:${code}:credit`,
      createdAt: now,
    });
    if (new Decimal(order.bonus).gt(0)) {
      await appendLedgerEntry(tx, {
        ...entry,
        kind: "DEPOSIT_BONUS",
        amount: new Decimal(order.bonus).toFixed(2),
        idempotencyKey: `deposit:${code}:bonus`,
        createdAt: now,
      });
      if (order.promotionUsageId !== null) {
        await recordDepositBonus(tx, order.promotionUsageId, new Decimal(order.bonus).toFixed(2));
      }
    }
    return done;
  });
  if (succeeded === undefined) return;
  context.log.info({ order: code, credit: total }, "deposit credited");
  await publishDepositUpdated(context, succeeded);
  if (order.promotionUsageId !== null) await publishUsage(context, player.id, order.promotionUsageId);
  // Read afresh: a reconciled transfer's own balance may be older than rounds played since.
  try {
    await publishCredit(
      context,
      player.id,
      provider,
      await context.gameProviders[provider].getBalance(member),
    );
  } catch (error) {
    context.log.warn({ err: error, order: code }, "credit not read after the deposit");
  }
}
