import { compareDecimal, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import { GameProviderError } from "../../adapters/game-provider/types.ts";
import type { GatewayPayment } from "../../adapters/payment-gateway/types.ts";
import { paymentEvents } from "../../db/schema.ts";
import { appendLedgerEntry } from "../ledger/repository.ts";
import { ensureProviderMember } from "../players/service.ts";
import type { DepositsContext } from "./context.ts";
import { publishDepositUpdated } from "./orders.ts";
import {
  type DepositOrderRow,
  findDepositByCode,
  findDepositWithOwner,
  transitionDeposit,
} from "./repository.ts";

export const TRANSFER_JOB = "deposit.transfer";
export const WATCH_JOB = "deposit.watch";
/** How often an OPEN order's gateway is asked "is it paid?" while no webhook has come. */
export const WATCH_EVERY_MS = 30_000;

export type PaymentOutcome = "PAID" | "MISMATCH" | "UNKNOWN_ORDER" | "ORDER_NOT_OPEN" | "DUPLICATE";

export interface PaymentNotice {
  gateway: string;
  /** The gateway's event id for a webhook; for our own query, derived from the payment reference. */
  eventId: string;
  payment: GatewayPayment;
  payload: unknown;
}

function matchesOrder(order: DepositOrderRow, payment: GatewayPayment): boolean {
  return payment.currency === order.currency && compareDecimal(payment.amount, order.amount) === 0;
}

/**
 * Design §8: money arrived for an order (webhook or query). Recorded once per event id; a matching
 * payment moves OPEN → PAID and enqueues the credit transfer in the same transaction; a mismatch is
 * recorded and credits nothing.
 */
export async function receivePayment(
  context: DepositsContext,
  notice: PaymentNotice,
): Promise<PaymentOutcome> {
  const now = context.now();
  const order = await findDepositByCode(context.db, notice.payment.orderCode);
  const result = await context.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(paymentEvents)
      .values({
        gateway: notice.gateway,
        eventId: notice.eventId,
        orderCode: notice.payment.orderCode,
        amount: notice.payment.amount,
        currency: notice.payment.currency,
        reference: notice.payment.reference,
        outcome: "UNKNOWN_ORDER",
        payload: notice.payload as object,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (event === undefined) return { outcome: "DUPLICATE" as const };

    let outcome: Exclude<PaymentOutcome, "DUPLICATE">;
    let paid: DepositOrderRow | undefined;
    if (order === undefined) outcome = "UNKNOWN_ORDER";
    else if (!matchesOrder(order, notice.payment)) outcome = "MISMATCH";
    else {
      paid = await transitionDeposit(tx, order.code, "OPEN", "PAID", {
        paidAt: notice.payment.paidAt,
        gatewayReference: notice.payment.reference,
        now,
      });
      outcome = paid ? "PAID" : "ORDER_NOT_OPEN";
      if (paid) {
        await context.jobs.enqueue(tx, {
          kind: TRANSFER_JOB,
          payload: { code: paid.code },
          dedupeKey: `${TRANSFER_JOB}:${paid.code}`,
          runAt: now,
        });
      }
    }
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.id));
    return { outcome, paid };
  });

  if (result.outcome !== "PAID") {
    const level = result.outcome === "DUPLICATE" ? "debug" : "warn";
    context.log[level]({ order: notice.payment.orderCode, outcome: result.outcome }, "payment not credited");
    return result.outcome;
  }
  context.log.info({ order: result.paid!.code }, "deposit paid");
  await publishDepositUpdated(context, result.paid!);
  context.jobs.kick();
  return "PAID";
}

/**
 * Asks the gateway about an OPEN order and settles it when paid; answers whether the order's money
 * was found. A payment of the wrong amount or currency is recorded but is not the order's money: the
 * order stays OPEN, so the player may still cancel it and the watch job still expires it.
 */
export async function settleIfPaid(context: DepositsContext, order: DepositOrderRow): Promise<boolean> {
  if (order.status !== "OPEN") return false;
  const payment = await context.gateway.findPayment(order.code);
  if (payment === undefined) return false;
  await receivePayment(context, {
    gateway: context.gateway.name,
    eventId: `query:${payment.reference}`,
    payment,
    payload: { source: "query", ...payment, paidAt: payment.paidAt.toISOString() },
  });
  return matchesOrder(order, payment);
}

/** OPEN → CANCELED, by the player or by expiry, unless the gateway says it was paid meanwhile. */
export async function cancelOpenDeposit(
  context: DepositsContext,
  order: DepositOrderRow,
  reason: "PLAYER" | "EXPIRED",
): Promise<DepositOrderRow | undefined> {
  if (await settleIfPaid(context, order)) return undefined;
  const canceled = await transitionDeposit(context.db, order.code, "OPEN", "CANCELED", {
    failureReason: reason,
    now: context.now(),
  });
  if (canceled !== undefined) {
    context.log.info({ order: order.code, reason }, "deposit canceled");
    await publishDepositUpdated(context, canceled);
  }
  return canceled;
}

/**
 * The watch job: poll the gateway while OPEN, cancel at expiry (design §8: 15 minutes). While the
 * gateway cannot answer, it looks again later without spending an attempt: an order is only
 * cancelled once the gateway has said it is unpaid, and a watch that gave up would leave it OPEN
 * (and the player unable to deposit) for good.
 */
export async function watchDeposit(context: DepositsContext, code: string) {
  const order = await findDepositByCode(context.db, code);
  if (order === undefined || order.status !== "OPEN") return undefined;
  const now = context.now();
  try {
    if (now.getTime() >= order.expiresAt.getTime()) {
      await cancelOpenDeposit(context, order, "EXPIRED");
      return undefined;
    }
    if (await settleIfPaid(context, order)) return undefined;
  } catch (error) {
    context.log.warn({ err: error, order: code }, "deposit watch could not ask the gateway, will retry");
    return { runAgainAt: new Date(now.getTime() + WATCH_EVERY_MS) };
  }
  const next = Math.min(now.getTime() + WATCH_EVERY_MS, order.expiresAt.getTime());
  return { runAgainAt: new Date(next) };
}

const PERMANENT_TRANSFER_FAILURES = new Set(["INVALID_AMOUNT", "REFERENCE_CONFLICT"]);

/** PAID → FAILED: the credit could not be transferred for good; staff resolve it. */
export async function failDeposit(context: DepositsContext, code: string, reason: string) {
  const failed = await transitionDeposit(context.db, code, "PAID", "FAILED", {
    failureReason: reason.slice(0, 500),
    now: context.now(),
  });
  if (failed !== undefined) {
    context.log.error({ order: code, reason }, "deposit failed");
    await publishDepositUpdated(context, failed);
  }
}

/**
 * The transfer job: moves the order's credit into the player's wallet at the provider, with the
 * order code as the provider's idempotency reference, then PAID → SUCCESS and the ledger entries in
 * one transaction. Run again after a crash, the provider answers the first transfer and nothing
 * moves twice.
 */
export async function transferDeposit(context: DepositsContext, code: string): Promise<void> {
  const found = await findDepositWithOwner(context.db, code);
  if (found === undefined || found.order.status !== "PAID") return;
  const { order, agency, player } = found;
  const provider = order.provider as Provider;
  const total = new Decimal(order.credit).plus(order.bonus).toFixed(2);
  let member: string;
  try {
    member = await ensureProviderMember(context, agency, player, provider);
    await context.gameProviders[provider].transferIn({
      memberUsername: member,
      amount: total,
      reference: code,
    });
  } catch (error) {
    if (error instanceof GameProviderError && PERMANENT_TRANSFER_FAILURES.has(error.reason)) {
      await failDeposit(context, code, `${error.reason}: ${error.message}`);
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
    }
    return done;
  });
  if (succeeded === undefined) return;
  context.log.info({ order: code, credit: total }, "deposit credited");
  await publishDepositUpdated(context, succeeded);
  try {
    const balance = await context.gameProviders[provider].getBalance(member);
    await context.events.publish({
      playerId: player.id,
      name: "credit.updated",
      data: { provider, credit: { amount: balance, currency: "THB" } },
    });
  } catch (error) {
    context.log.warn({ err: error, order: code }, "credit event not published");
  }
}
