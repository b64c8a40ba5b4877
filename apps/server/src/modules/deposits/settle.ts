import type { Provider } from "@kham/contract";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import type { SettleInput } from "../jobs/worker.ts";
import { liveCredit, settleTransferJob } from "../wallets/service.ts";
import { findDepositWithOwner } from "./repository.ts";
import { depositCredited, recordDepositCredited } from "./transfer.ts";

/** Staff found the credit at the provider: the order is credited as the provider's success would have. */
export async function settleDepositTransfer(context: AppContext, job: JobRow, input: SettleInput) {
  const found = await findDepositWithOwner(context.db, input.code);
  if (found === undefined || found.order.agencyId !== job.agencyId) {
    throw new AppError("NOT_FOUND", `No deposit ${input.code}`);
  }
  const { order, agency, player } = found;
  if (order.status !== "PAID") {
    throw new AppError(
      "ALREADY_RESOLVED",
      `Deposit ${order.code} is ${order.status}, no longer waiting for its credit: retry the job to close it`,
    );
  }
  const provider = order.provider as Provider;
  const now = context.now();
  const settled = await settleTransferJob(context.db, {
    job,
    adapter: await context.gameProviders.forAgency(order.agencyId, provider),
    reference: order.code,
    log: context.log,
    reason: input.reason,
    now,
    providerReference: input.providerReference,
    record: (tx, providerReference) =>
      recordDepositCredited(tx, order, providerReference, now, { context, username: player.username }),
  });
  context.log.info({ order: order.code }, "deposit credit recorded as done by staff");
  await depositCredited(context, settled.order, () => liveCredit(context, agency, player, provider));
  return { ...settled, order: { code: settled.order.code, status: settled.order.status } };
}
