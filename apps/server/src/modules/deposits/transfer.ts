import type { Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import { appendLedgerEntry } from "../ledger/service.ts";
import { publishUsage, recordDepositBonus } from "../promotions/service.ts";
import { creditPassesPlayerLimit } from "../protection/service.ts";
import { queueStaffAlert } from "../staff-alerts/service.ts";
import {
  ensureProviderMember,
  type ProviderWallet,
  publishCredit,
  reconciledTransfer,
  TransferRefused,
} from "../wallets/service.ts";
import { publishDepositUpdated } from "./orders.ts";
import { returnPaymentToStaff } from "./payments-repository.ts";
import { type DepositOrderRow, findDepositWithOwner, transitionDeposit } from "./repository.ts";

/* The transfer of a paid order's credit into the player's wallet, or its failure back to staff. */

export const TRANSFER_JOB = "deposit.transfer";

export function enqueueTransfer(tx: Db, context: AppContext, order: DepositOrderRow, now: Date) {
  return context.jobs.enqueue(tx, {
    kind: TRANSFER_JOB,
    agencyId: order.agencyId,
    payload: { code: order.code },
    dedupeKey: `${TRANSFER_JOB}:${order.code}`,
    runAt: now,
  });
}

/** The order code is the provider's idempotency reference: a rerun looks the transfer up first, so nothing moves twice. */
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
  let wallet: ProviderWallet;
  let providerReference: string | undefined;
  try {
    wallet = await ensureProviderMember(context, agency, player, provider);
    ({ providerReference } = await reconciledTransfer(
      wallet.adapter,
      "in",
      { memberUsername: wallet.member, amount: total, reference: code },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (error instanceof TransferRefused) {
      await failDeposit(context, code, error.message);
      return;
    }
    throw error;
  }

  const now = context.now();
  const succeeded = await context.db.transaction((tx) =>
    recordDepositCredited(tx, order, providerReference, now, { context, username: player.username }),
  );
  if (succeeded === undefined) return;
  context.metrics.depositCredited(succeeded.paidAt, now);
  context.log.info({ order: code, credit: total }, "deposit credited");
  await depositCredited(context, succeeded, () => wallet.adapter.getBalance(wallet.member));
}

/** PAID → SUCCESS with its ledger entries, in the caller's transaction; undefined when not PAID. */
export async function recordDepositCredited(
  tx: Db,
  order: DepositOrderRow,
  providerReference: string | undefined,
  now: Date,
  alert: { context: Pick<AppContext, "jobs" | "now">; username: string },
): Promise<DepositOrderRow | undefined> {
  const code = order.code;
  // A payment that came anyway is credited all the same; the flag tells staff it passed the player's rules.
  const pastPlayerLimit = await creditPassesPlayerLimit(tx, order, now);
  const done = await transitionDeposit(tx, code, "PAID", "SUCCESS", { now, pastPlayerLimit });
  if (done === undefined) return undefined;
  const entry = {
    agencyId: order.agencyId,
    playerId: order.playerId,
    provider: order.provider,
    currency: "THB",
    orderCode: code,
    providerReference,
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
  await queueStaffAlert(tx, alert.context, order.agencyId, {
    kind: "deposit-credited",
    code,
    username: alert.username,
    provider: order.provider,
    credit: new Decimal(order.credit).toFixed(2),
    bonus: new Decimal(order.bonus).toFixed(2),
    paid: order.amount,
    currency: order.currency,
  });
  return done;
}

/** Tells the player's pages: the order, its promotion, and the credit read afresh. */
export async function depositCredited(
  context: AppContext,
  order: DepositOrderRow,
  readCredit: () => Promise<string>,
) {
  await publishDepositUpdated(context, order);
  if (order.promotionUsageId !== null) await publishUsage(context, order.playerId, order.promotionUsageId);
  // Read afresh: a reconciled transfer's own balance may be older than rounds played since.
  try {
    await publishCredit(context, order.playerId, order.provider as Provider, await readCredit());
  } catch (error) {
    context.log.warn({ err: error, order: order.code }, "credit not read after the deposit");
  }
}
/** The payment goes back to staff in the same transaction: money is never only a log line. */
export async function failDeposit(context: AppContext, code: string, reason: string) {
  const failed = await context.db.transaction((tx) =>
    failPaidDeposit(tx, code, reason, context.now(), context),
  );
  if (failed !== undefined) await depositFailed(context, failed, reason);
}

/** PAID → FAILED with its payment back to staff, in the caller's transaction; undefined when not PAID. */
export async function failPaidDeposit(
  tx: Db,
  code: string,
  reason: string,
  now: Date,
  alert: Pick<AppContext, "jobs" | "now">,
) {
  const row = await transitionDeposit(tx, code, "PAID", "FAILED", {
    failureReason: reason.slice(0, 500),
    now,
  });
  if (row !== undefined) {
    const payment = await returnPaymentToStaff(tx, code);
    if (payment !== undefined) {
      await queueStaffAlert(tx, alert, row.agencyId, {
        kind: "payment-unmatched",
        reference: payment.reference,
        orderCode: code,
        amount: payment.amount,
        currency: payment.currency,
        reason: "CREDIT_FAILED",
      });
    }
  }
  return row;
}

export async function depositFailed(context: AppContext, failed: DepositOrderRow, reason: string) {
  context.log.error({ order: failed.code, reason }, "deposit failed; its payment is listed for staff");
  await publishDepositUpdated(context, failed);
}
