import type { Provider } from "@kham/contract";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import type { GiveUpInput } from "../jobs/worker.ts";
import { giveUpTransferJob } from "../wallets/service.ts";
import { findDepositByCode } from "./repository.ts";
import { depositFailed, failPaidDeposit } from "./transfer.ts";

/** Only when the provider has no transfer under the order's code; the payment goes back to staff as unmatched. */
export async function giveUpDepositTransfer(context: AppContext, job: JobRow, input: GiveUpInput) {
  const order = await findDepositByCode(context.db, input.code);
  if (order === undefined || order.agencyId !== job.agencyId) {
    throw new AppError("NOT_FOUND", `No deposit ${input.code}`);
  }
  if (order.status !== "PAID") {
    throw new AppError(
      "ALREADY_RESOLVED",
      `Deposit ${order.code} is ${order.status}, no longer waiting for its credit: retry the job to close it`,
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
    failOrder: (tx) => failPaidDeposit(tx, order.code, input.reason, now, context),
    checkedAtProvider: input.checkedAtProvider,
  });
  await depositFailed(context, given.order, input.reason);
  return given;
}
