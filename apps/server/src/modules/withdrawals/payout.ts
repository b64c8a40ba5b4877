import { type ApproveWithdrawalBody, PAID_AT_CLOCK_SKEW_MS, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import { PermanentJobError } from "../jobs/service.ts";
import { appendLedgerEntry } from "../ledger/service.ts";
import { requireStoredImage } from "../media/service.ts";
import { publishUsage, reopenUsageOfUndoneWithdrawal } from "../promotions/service.ts";
import {
  ensureProviderMember,
  publishCredit,
  reconciledTransfer,
  TransferRefused,
} from "../wallets/service.ts";
import { publishWithdrawalUpdated } from "./orders.ts";
import {
  closeWithdrawal,
  findAgencyWithdrawal,
  findWithdrawalWithOwner,
  markRefunded,
  markTransferredOut,
  type PayoutProofColumns,
  type WithdrawalOrderRow,
} from "./repository.ts";

export const TRANSFER_OUT_JOB = "withdrawal.transfer-out";
export const REFUND_JOB = "withdrawal.refund";

/** The provider's idempotency reference of the credit coming back: distinct from the transfer out's. */
export const refundReference = (code: string) => `${code}R`;

function ledgerBase(order: WithdrawalOrderRow) {
  return {
    agencyId: order.agencyId,
    playerId: order.playerId,
    provider: order.provider,
    orderCode: order.code,
  };
}

/** OPEN → FAILED while the credit has not left the provider; the player may withdraw again. */
export async function failWithdrawal(context: AppContext, code: string, reason: string) {
  const failed = await failUntransferredWithdrawal(context.db, code, reason, context.now());
  if (failed !== undefined) await withdrawalFailed(context, failed, reason);
}

/** A withdrawal failed with its credit in the game, and whether the usage it ended is in use again. */
export type FailedWithdrawal = WithdrawalOrderRow & { usageReopened: boolean };

/** The usage the withdrawal ended is in use again unless another is (see reopenUsageOfUndoneWithdrawal). */
export function failUntransferredWithdrawal(
  db: Db,
  code: string,
  reason: string,
  now: Date,
): Promise<FailedWithdrawal | undefined> {
  return db.transaction(async (tx) => {
    const failed = await closeWithdrawal(tx, code, "FAILED", {
      now,
      transferred: false,
      reason: reason.slice(0, 500),
    });
    if (failed === undefined) return undefined;
    const reopened = (await reopenUsageOfUndoneWithdrawal(tx, failed)) !== undefined;
    return { ...failed, usageReopened: reopened };
  });
}

export async function withdrawalFailed(context: AppContext, failed: FailedWithdrawal, reason: string) {
  context.log.error({ order: failed.code, reason }, "withdrawal failed");
  await publishWithdrawalUpdated(context, failed);
  // Told only when it is in use again: an ended one would blank the promotion the player has now.
  if (failed.usageReopened && failed.promotionUsageId) {
    await publishUsage(context, failed.playerId, failed.promotionUsageId);
  }
}

/** The order code is the idempotency reference; only a refusal with no transfer at the provider fails the order. */
export async function transferOut(
  context: AppContext,
  code: string,
  job: Pick<JobRow, "attempts">,
): Promise<void> {
  const found = await findWithdrawalWithOwner(context.db, code);
  if (found === undefined || found.order.status !== "OPEN" || found.order.transferredOutAt !== null) return;
  const { order, agency, player } = found;
  const provider = order.provider as Provider;
  const amount = new Decimal(order.amount).toFixed(2);
  let balance: string;
  let providerReference: string | undefined;
  try {
    const { adapter, member } = await ensureProviderMember(context, agency, player, provider);
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "out",
      { memberUsername: member, amount, reference: code },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (error instanceof TransferRefused) {
      await failWithdrawal(context, code, error.message);
      return;
    }
    throw error;
  }
  const now = context.now();
  const recorded = await context.db.transaction((tx) =>
    recordTransferredOut(tx, order, providerReference, now),
  );
  if (recorded === undefined) return;
  context.log.info({ order: code, amount }, "withdrawal credit taken out");
  await publishWithdrawalUpdated(context, recorded);
  await publishCredit(context, order.playerId, provider, balance);
}

/** The credit has left the provider: marked with its ledger entries in the caller's transaction; undefined if marked before. */
export async function recordTransferredOut(
  tx: Db,
  order: WithdrawalOrderRow,
  providerReference: string | undefined,
  now: Date,
): Promise<WithdrawalOrderRow | undefined> {
  const code = order.code;
  const marked = await markTransferredOut(tx, code, now);
  if (marked === undefined) return undefined;
  // One transfer of the whole amount: the part paid and the excess over the promotion's max credit.
  await appendLedgerEntry(tx, {
    ...ledgerBase(order),
    kind: "WITHDRAWAL_OUT",
    amount: new Decimal(order.creditReceived).neg().toFixed(2),
    currency: "THB",
    providerReference,
    idempotencyKey: `withdrawal:${code}:out`,
    createdAt: now,
  });
  if (new Decimal(order.creditReturned).gt(0)) {
    await appendLedgerEntry(tx, {
      ...ledgerBase(order),
      kind: "PROMOTION_EXCESS_RETURNED",
      amount: new Decimal(order.creditReturned).neg().toFixed(2),
      currency: "THB",
      providerReference,
      idempotencyKey: `withdrawal:${code}:excess`,
      createdAt: now,
    });
  }
  return marked;
}

/** Staff act only on an OPEN order whose credit has left; a repeat or a finished order changes nothing and says so. */
async function staffOrder(context: AppContext, agencyId: string, code: string) {
  const order = await findAgencyWithdrawal(context.db, agencyId, code);
  if (order === undefined) throw new AppError("NOT_FOUND", `No withdrawal ${code}`);
  return order;
}

function notOpen(order: WithdrawalOrderRow): AppError {
  if (order.status === "OPEN") {
    return new AppError(
      "ORDER_NOT_OPEN",
      `The credit of ${order.code} has not left the provider yet; try again shortly`,
    );
  }
  return new AppError("ORDER_NOT_OPEN", `Withdrawal ${order.code} is already ${order.status}`);
}

/** Paid no later than now and no earlier than the order (within clock skew); the slip an image uploaded here. */
async function payoutProof(
  context: AppContext,
  order: WithdrawalOrderRow,
  proof: ApproveWithdrawalBody,
  now: Date,
): Promise<PayoutProofColumns> {
  const paidAt = proof.paidAt === undefined ? now : new Date(proof.paidAt);
  if (paidAt.getTime() > now.getTime() + PAID_AT_CLOCK_SKEW_MS) {
    throw new AppError("VALIDATION_ERROR", "The payout cannot be paid in the future", {
      paidAt: "validation.paid_at_future",
    });
  }
  if (paidAt.getTime() < order.createdAt.getTime() - PAID_AT_CLOCK_SKEW_MS) {
    throw new AppError("VALIDATION_ERROR", "The payout cannot be paid before the withdrawal was made", {
      paidAt: "validation.paid_at_before_order",
    });
  }
  if (proof.slipUrl !== undefined) await requireStoredImage(context.db, proof.slipUrl, "slipUrl");
  return { payoutReference: proof.reference, paidAt, payoutSlipUrl: proof.slipUrl ?? null };
}

/** OPEN → SUCCESS: staff paid the payout to the bank account snapshot, and say how (the proof). */
export async function approveWithdrawal(
  context: AppContext,
  agencyId: string,
  code: string,
  proof: ApproveWithdrawalBody,
) {
  const order = await staffOrder(context, agencyId, code);
  // A finished order says so before its proof is checked; the guarded update below settles races.
  if (order.status !== "OPEN" || order.transferredOutAt === null) throw notOpen(order);
  const now = context.now();
  const columns = await payoutProof(context, order, proof, now);
  const approved = await context.db.transaction(async (tx) => {
    const done = await closeWithdrawal(tx, code, "SUCCESS", { now, transferred: true, proof: columns });
    if (done === undefined) return undefined;
    await appendLedgerEntry(tx, {
      ...ledgerBase(done),
      kind: "WITHDRAWAL_PAYOUT",
      amount: new Decimal(done.payout).toFixed(2),
      currency: done.payoutCurrency,
      idempotencyKey: `withdrawal:${code}:payout`,
      createdAt: now,
    });
    return done;
  });
  if (approved === undefined) throw notOpen(await staffOrder(context, agencyId, code));
  context.log.info({ order: code, reference: columns.payoutReference }, "withdrawal approved");
  await publishWithdrawalUpdated(context, approved);
  return approved;
}

/** OPEN → REJECTED, with the job that puts the credit back enqueued in the same transaction. */
export async function rejectWithdrawal(
  context: AppContext,
  agencyId: string,
  code: string,
  reason: string | undefined,
) {
  await staffOrder(context, agencyId, code);
  const now = context.now();
  const rejected = await context.db.transaction(async (tx) => {
    const done = await closeWithdrawal(tx, code, "REJECTED", {
      now,
      transferred: true,
      reason: reason?.slice(0, 500),
    });
    if (done === undefined) return undefined;
    await context.jobs.enqueue(tx, {
      kind: REFUND_JOB,
      agencyId: done.agencyId,
      payload: { code },
      dedupeKey: `${REFUND_JOB}:${code}`,
      runAt: now,
    });
    return done;
  });
  if (rejected === undefined) throw notOpen(await staffOrder(context, agencyId, code));
  context.log.info({ order: code, reason }, "withdrawal rejected");
  await publishWithdrawalUpdated(context, rejected);
  context.jobs.kick();
  return rejected;
}

/** A refusal cannot be retried into success, so the job goes to the dead list for staff at once. */
export async function refundWithdrawal(
  context: AppContext,
  code: string,
  job: Pick<JobRow, "attempts">,
): Promise<void> {
  const found = await findWithdrawalWithOwner(context.db, code);
  if (found === undefined || found.order.status !== "REJECTED" || found.order.refundedAt !== null) return;
  const { order, agency, player } = found;
  const provider = order.provider as Provider;
  const amount = new Decimal(order.amount).toFixed(2);
  const { adapter, member } = await ensureProviderMember(context, agency, player, provider);
  let balance: string;
  let providerReference: string | undefined;
  try {
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "in",
      { memberUsername: member, amount, reference: refundReference(code) },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (error instanceof TransferRefused) throw new PermanentJobError(error.message);
    throw error;
  }
  const now = context.now();
  const recorded = await context.db.transaction((tx) => recordRefunded(tx, order, providerReference, now));
  if (recorded === undefined) return;
  context.log.info({ order: code, amount }, "withdrawal credit returned");
  await withdrawalRefunded(context, recorded);
  await publishCredit(context, order.playerId, provider, balance);
}

/** The credit is back in the game: marked, its usage back in use, its ledger entry, in the caller's transaction. */
export async function recordRefunded(
  tx: Db,
  order: WithdrawalOrderRow,
  providerReference: string | undefined,
  now: Date,
): Promise<FailedWithdrawal | undefined> {
  const code = order.code;
  const marked = await markRefunded(tx, code, now);
  if (marked === undefined) return undefined;
  const usageReopened = (await reopenUsageOfUndoneWithdrawal(tx, marked)) !== undefined;
  await appendLedgerEntry(tx, {
    ...ledgerBase(order),
    kind: "WITHDRAWAL_REFUND",
    amount: new Decimal(order.amount).toFixed(2),
    currency: "THB",
    providerReference,
    idempotencyKey: `withdrawal:${code}:refund`,
    createdAt: now,
  });
  return { ...marked, usageReopened };
}

export async function withdrawalRefunded(context: AppContext, refunded: FailedWithdrawal) {
  await publishWithdrawalUpdated(context, refunded);
  if (refunded.usageReopened && refunded.promotionUsageId) {
    await publishUsage(context, refunded.playerId, refunded.promotionUsageId);
  }
}
