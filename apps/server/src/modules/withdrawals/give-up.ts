import type { Provider } from "@kham/contract";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import type { GiveUpInput } from "../jobs/worker.ts";
import { giveUpTransferJob } from "../wallets/service.ts";
import { failUntransferredWithdrawal, withdrawalFailed } from "./payout.ts";
import { findAgencyWithdrawal } from "./repository.ts";

/** Only when the provider has no transfer under the order's code; until then the order stays OPEN. */
export async function giveUpTransferOut(context: AppContext, job: JobRow, input: GiveUpInput) {
  const order =
    job.agencyId === null ? undefined : await findAgencyWithdrawal(context.db, job.agencyId, input.code);
  if (order === undefined) throw new AppError("NOT_FOUND", `No withdrawal ${input.code}`);
  if (order.status !== "OPEN" || order.transferredOutAt !== null) {
    throw new AppError(
      "ALREADY_RESOLVED",
      `The credit of withdrawal ${order.code} is no longer waiting to leave (${order.status}): retry the job to close it`,
    );
  }
  const now = context.now();
  const given = await giveUpTransferJob(context.db, {
    job,
    adapter: await context.gameProviders.forAgency(order.agencyId, order.provider as Provider),
    reference: order.code,
    log: context.log,
    reason: input.reason,
    now,
    failOrder: (tx) => failUntransferredWithdrawal(tx, order.code, input.reason, now),
    checkedAtProvider: input.checkedAtProvider,
  });
  await withdrawalFailed(context, given.order, input.reason);
  return given;
}
