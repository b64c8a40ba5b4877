import type { CreditTransfer, Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import { PermanentJobError } from "../jobs/service.ts";
import { appendLedgerEntry } from "../ledger/service.ts";
import {
  ensureProviderMember,
  playerRefusal,
  publishCredit,
  reconciledTransfer,
  TransferRefused,
} from "../wallets/service.ts";
import {
  type CreditTransferRow,
  closeTransfer,
  findTransferWithOwner,
  markReturning,
  markTransferredOut,
} from "./repository.ts";

/* A transfer's legs, each run from its job: out of `from`, into `to`, and back into `from` if `to` refuses. */

export const TRANSFER_OUT_JOB = "transfer.out";
export const TRANSFER_IN_JOB = "transfer.in";
export const TRANSFER_RETURN_JOB = "transfer.return";

/** Each leg's provider reference: distinct, so a leg is never taken for another. */
export const legReference = {
  out: (code: string) => code,
  in: (code: string) => `${code}I`,
  return: (code: string) => `${code}R`,
};

export function toCreditTransfer(row: CreditTransferRow): CreditTransfer {
  return {
    id: row.code,
    from: row.fromProvider as Provider,
    to: row.toProvider as Provider,
    amount: new Decimal(row.amount).toFixed(2),
    status: row.status,
    failure: row.status === "FAILED" ? playerRefusal(row.reason) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function enqueueLeg(
  tx: Db,
  context: AppContext,
  kind: typeof TRANSFER_OUT_JOB | typeof TRANSFER_IN_JOB | typeof TRANSFER_RETURN_JOB,
  row: CreditTransferRow,
  now: Date,
) {
  return context.jobs.enqueue(tx, {
    kind,
    agencyId: row.agencyId,
    payload: { code: row.code },
    dedupeKey: `${kind}:${row.code}`,
    runAt: now,
  });
}

const ledgerKeys = { TRANSFER_OUT: "out", TRANSFER_IN: "in", TRANSFER_RETURNED: "returned" } as const;

function ledgerEntry(
  row: CreditTransferRow,
  kind: keyof typeof ledgerKeys,
  provider: string,
  now: Date,
  providerReference: string | undefined,
) {
  const amount = new Decimal(row.amount);
  return {
    providerReference,
    agencyId: row.agencyId,
    playerId: row.playerId,
    provider,
    kind,
    amount: (kind === "TRANSFER_OUT" ? amount.neg() : amount).toFixed(2),
    currency: "THB",
    orderCode: row.code,
    idempotencyKey: `transfer:${row.code}:${ledgerKeys[kind]}`,
    createdAt: now,
  };
}

/** Nothing has moved: PENDING → FAILED, in the caller's transaction. */
function failUntransferred(db: Db, code: string, reason: string, now: Date) {
  return closeTransfer(db, code, "FAILED", { stage: "not-out", now, reason });
}

/** In the caller's transaction: the credit is on its way back to `from`, by its own job. */
async function startReturn(
  tx: Db,
  context: AppContext,
  code: string,
  reason: string,
  now: Date,
): Promise<CreditTransferRow | undefined> {
  const returning = await markReturning(tx, code, reason, now);
  if (returning !== undefined) await enqueueLeg(tx, context, TRANSFER_RETURN_JOB, returning, now);
  return returning;
}

/** The credit left `from`: marked, its ledger entry and the leg into `to`, in the caller's transaction. */
export async function recordLegOut(
  tx: Db,
  context: AppContext,
  transfer: CreditTransferRow,
  providerReference: string | undefined,
  now: Date,
): Promise<CreditTransferRow | undefined> {
  const marked = await markTransferredOut(tx, transfer.code, now);
  if (marked === undefined) return undefined;
  const from = transfer.fromProvider;
  await appendLedgerEntry(tx, ledgerEntry(marked, "TRANSFER_OUT", from, now, providerReference));
  await enqueueLeg(tx, context, TRANSFER_IN_JOB, marked, now);
  return marked;
}

/** The credit reached `to`: SUCCESS with its ledger entry, in the caller's transaction. */
export async function recordLegIn(
  tx: Db,
  transfer: CreditTransferRow,
  providerReference: string | undefined,
  now: Date,
): Promise<CreditTransferRow | undefined> {
  const done = await closeTransfer(tx, transfer.code, "SUCCESS", { stage: "out", now });
  if (done === undefined) return undefined;
  await appendLedgerEntry(tx, ledgerEntry(done, "TRANSFER_IN", transfer.toProvider, now, providerReference));
  return done;
}

/** The credit is back in `from`: FAILED with its ledger entry, in the caller's transaction. */
export async function recordReturned(
  tx: Db,
  transfer: CreditTransferRow,
  providerReference: string | undefined,
  now: Date,
): Promise<CreditTransferRow | undefined> {
  const failed = await closeTransfer(tx, transfer.code, "FAILED", { stage: "returning", now });
  if (failed === undefined) return undefined;
  await appendLedgerEntry(
    tx,
    ledgerEntry(failed, "TRANSFER_RETURNED", transfer.fromProvider, now, providerReference),
  );
  return failed;
}

async function readBack(context: AppContext, row: CreditTransferRow, provider: Provider, balance: string) {
  context.log.info({ transfer: row.code, status: row.status, provider }, "credit transfer leg recorded");
  await publishCredit(context, row.playerId, provider, balance);
}

/** Out of `from` under the transfer's code; a refusal with no transfer there fails it with nothing moved. */
export async function transferOutLeg(context: AppContext, code: string, job: Pick<JobRow, "attempts">) {
  const found = await findTransferWithOwner(context.db, code);
  if (found === undefined) return;
  const { transfer, agency, player } = found;
  if (transfer.status !== "PENDING" || transfer.transferredOutAt !== null) return;
  const from = transfer.fromProvider as Provider;
  let balance: string;
  let providerReference: string | undefined;
  try {
    const { adapter, member } = await ensureProviderMember(context, agency, player, from);
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "out",
      { memberUsername: member, amount: new Decimal(transfer.amount).toFixed(2), reference: code },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (!(error instanceof TransferRefused)) throw error;
    const failed = await failUntransferred(context.db, code, error.message, context.now());
    if (failed !== undefined) context.log.warn({ transfer: code, reason: error.message }, "transfer failed");
    return;
  }
  const now = context.now();
  const recorded = await context.db.transaction((tx) =>
    recordLegOut(tx, context, transfer, providerReference, now),
  );
  if (recorded === undefined) return;
  await readBack(context, recorded, from, balance);
  context.jobs.kick();
}

/** Into `to` under the code + "I"; a refusal for good sends the credit back to `from`, never leaves it nowhere. */
export async function transferInLeg(context: AppContext, code: string, job: Pick<JobRow, "attempts">) {
  const found = await findTransferWithOwner(context.db, code);
  if (found === undefined) return;
  const { transfer, agency, player } = found;
  if (transfer.status !== "PENDING" || transfer.transferredOutAt === null || transfer.returningAt !== null)
    return;
  const to = transfer.toProvider as Provider;
  let balance: string;
  let providerReference: string | undefined;
  try {
    const { adapter, member } = await ensureProviderMember(context, agency, player, to);
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "in",
      {
        memberUsername: member,
        amount: new Decimal(transfer.amount).toFixed(2),
        reference: legReference.in(code),
      },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (!(error instanceof TransferRefused)) throw error;
    const now = context.now();
    const returning = await context.db.transaction((tx) =>
      startReturn(tx, context, code, error.message, now),
    );
    if (returning !== undefined) {
      context.log.warn({ transfer: code, reason: error.message }, "transfer refused at its destination");
      context.jobs.kick();
    }
    return;
  }
  const now = context.now();
  const recorded = await context.db.transaction((tx) => recordLegIn(tx, transfer, providerReference, now));
  if (recorded !== undefined) await readBack(context, recorded, to, balance);
}

/** Back into `from` under the code + "R": owed, so a refusal goes to staff's dead jobs, never dropped. */
export async function returnLeg(context: AppContext, code: string, job: Pick<JobRow, "attempts">) {
  const found = await findTransferWithOwner(context.db, code);
  if (found === undefined) return;
  const { transfer, agency, player } = found;
  if (transfer.status !== "PENDING" || transfer.returningAt === null) return;
  const from = transfer.fromProvider as Provider;
  const { adapter, member } = await ensureProviderMember(context, agency, player, from);
  let balance: string;
  let providerReference: string | undefined;
  try {
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "in",
      {
        memberUsername: member,
        amount: new Decimal(transfer.amount).toFixed(2),
        reference: legReference.return(code),
      },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (error instanceof TransferRefused) throw new PermanentJobError(error.message);
    throw error;
  }
  const now = context.now();
  const recorded = await context.db.transaction((tx) => recordReturned(tx, transfer, providerReference, now));
  if (recorded !== undefined) await readBack(context, recorded, from, balance);
}
