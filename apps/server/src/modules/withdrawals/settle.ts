import type { Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import type { SettleInput } from "../jobs/worker.ts";
import { liveCredit, publishCredit, settleTransferJob } from "../wallets/service.ts";
import { publishWithdrawalUpdated } from "./orders.ts";
import { recordRefunded, recordTransferredOut, refundReference, withdrawalRefunded } from "./payout.ts";
import { findWithdrawalWithOwner, type WithdrawalOrderRow } from "./repository.ts";

/** The withdrawal the job works on, while it still waits for that job's transfer. */
async function waitingOrder(
  context: AppContext,
  job: JobRow,
  code: string,
  waits: (order: WithdrawalOrderRow) => boolean,
) {
  const found = await findWithdrawalWithOwner(context.db, code);
  if (found === undefined || found.order.agencyId !== job.agencyId) {
    throw new AppError("NOT_FOUND", `No withdrawal ${code}`);
  }
  if (!waits(found.order)) {
    throw new AppError(
      "ALREADY_RESOLVED",
      `Withdrawal ${code} (${found.order.status}) no longer waits for this transfer: retry the job to close it`,
    );
  }
  return found;
}

/** Records the transfer as its success would, then tells the player's pages; the credit read afresh. */
async function settleWithdrawalJob<T extends WithdrawalOrderRow>(
  context: AppContext,
  job: JobRow,
  input: SettleInput,
  step: {
    waits: (order: WithdrawalOrderRow) => boolean;
    reference: (code: string) => string;
    record: (
      tx: Db,
      order: WithdrawalOrderRow,
      providerReference: string | undefined,
      now: Date,
    ) => Promise<T | undefined>;
    recorded: (order: T) => Promise<void>;
  },
) {
  const { order, agency, player } = await waitingOrder(context, job, input.code, step.waits);
  const provider = order.provider as Provider;
  const now = context.now();
  const settled = await settleTransferJob(context.db, {
    job,
    adapter: await context.gameProviders.forAgency(order.agencyId, provider),
    reference: step.reference(order.code),
    log: context.log,
    reason: input.reason,
    now,
    providerReference: input.providerReference,
    record: (tx, providerReference) => step.record(tx, order, providerReference, now),
  });
  context.log.info({ order: order.code, job: job.kind }, "withdrawal transfer recorded as done by staff");
  await step.recorded(settled.order);
  try {
    await publishCredit(context, player.id, provider, await liveCredit(context, agency, player, provider));
  } catch (error) {
    context.log.warn({ err: error, order: order.code }, "credit not read after a settled transfer");
  }
  return { ...settled, order: { code: settled.order.code, status: settled.order.status } };
}

/** Staff found the credit taken at the provider: the order moves on to the cashier. */
export function settleTransferOut(context: AppContext, job: JobRow, input: SettleInput) {
  return settleWithdrawalJob(context, job, input, {
    waits: (order) => order.status === "OPEN" && order.transferredOutAt === null,
    reference: (code) => code,
    record: recordTransferredOut,
    recorded: (order) => publishWithdrawalUpdated(context, order),
  });
}

/** Staff found a rejected withdrawal's credit back in the game. */
export function settleRefund(context: AppContext, job: JobRow, input: SettleInput) {
  return settleWithdrawalJob(context, job, input, {
    waits: (order) => order.status === "REJECTED" && order.refundedAt === null,
    reference: refundReference,
    record: recordRefunded,
    recorded: (order) => withdrawalRefunded(context, order),
  });
}
