import type { Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import type { SettleInput } from "../jobs/worker.ts";
import { liveCredit, publishCredit, settleTransferJob } from "../wallets/service.ts";
import {
  legReference,
  recordLegIn,
  recordLegOut,
  recordReturned,
  TRANSFER_IN_JOB,
  TRANSFER_OUT_JOB,
  TRANSFER_RETURN_JOB,
} from "./legs.ts";
import { type CreditTransferRow, findTransferWithOwner } from "./repository.ts";

type Leg = typeof TRANSFER_OUT_JOB | typeof TRANSFER_IN_JOB | typeof TRANSFER_RETURN_JOB;

/** Each leg: the transfer stage it waits at, its provider reference, the game it moves credit at, and its record. */
const legs: Record<
  Leg,
  {
    waits: (row: CreditTransferRow) => boolean;
    reference: (code: string) => string;
    provider: (row: CreditTransferRow) => string;
    record: (
      tx: Db,
      context: AppContext,
      row: CreditTransferRow,
      providerReference: string | undefined,
      now: Date,
    ) => Promise<CreditTransferRow | undefined>;
  }
> = {
  [TRANSFER_OUT_JOB]: {
    waits: (row) => row.status === "PENDING" && row.transferredOutAt === null,
    reference: legReference.out,
    provider: (row) => row.fromProvider,
    record: recordLegOut,
  },
  [TRANSFER_IN_JOB]: {
    waits: (row) => row.status === "PENDING" && row.transferredOutAt !== null && row.returningAt === null,
    reference: legReference.in,
    provider: (row) => row.toProvider,
    record: (tx, _context, row, providerReference, now) => recordLegIn(tx, row, providerReference, now),
  },
  [TRANSFER_RETURN_JOB]: {
    waits: (row) => row.status === "PENDING" && row.returningAt !== null,
    reference: legReference.return,
    provider: (row) => row.fromProvider,
    record: (tx, _context, row, providerReference, now) => recordReturned(tx, row, providerReference, now),
  },
};

/** Staff found the leg's transfer at the provider: recorded as its success would, the next leg then runs. */
export async function settleLeg(context: AppContext, leg: Leg, job: JobRow, input: SettleInput) {
  const step = legs[leg];
  const found = await findTransferWithOwner(context.db, input.code);
  if (found === undefined || found.transfer.agencyId !== job.agencyId) {
    throw new AppError("NOT_FOUND", `No transfer ${input.code}`);
  }
  const { transfer, agency, player } = found;
  if (!step.waits(transfer)) {
    throw new AppError(
      "ALREADY_RESOLVED",
      `Transfer ${transfer.code} (${transfer.status}) no longer waits for this leg: retry the job to close it`,
    );
  }
  const provider = step.provider(transfer) as Provider;
  const now = context.now();
  const settled = await settleTransferJob(context.db, {
    job,
    adapter: await context.gameProviders.forAgency(transfer.agencyId, provider),
    reference: step.reference(transfer.code),
    log: context.log,
    reason: input.reason,
    now,
    providerReference: input.providerReference,
    record: (tx, providerReference) => step.record(tx, context, transfer, providerReference, now),
  });
  context.log.info({ transfer: transfer.code, leg }, "credit transfer leg recorded as done by staff");
  context.jobs.kick();
  try {
    await publishCredit(context, player.id, provider, await liveCredit(context, agency, player, provider));
  } catch (error) {
    context.log.warn({ err: error, transfer: transfer.code }, "credit not read after a settled leg");
  }
  return { ...settled, order: { code: settled.order.code, status: settled.order.status } };
}
