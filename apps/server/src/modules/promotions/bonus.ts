import type { Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../context.ts";
import type { JobRow } from "../jobs/repository.ts";
import { appendLedgerEntry } from "../ledger/service.ts";
import {
  ensureProviderMember,
  publishCredit,
  reconciledTransfer,
  TransferRefused,
} from "../wallets/service.ts";
import { bonusToRemove } from "./rules.ts";
import { findUsageWithOwner, type PromotionUsageRow, setBonusRemoved } from "./usages-repository.ts";

export const BONUS_REMOVAL_JOB = "promotion.remove-bonus";

/** The provider's idempotency reference of a usage's bonus removal: "B" + 19 hex digits of its id. */
export function bonusRemovalReference(usageId: string): string {
  return `B${usageId.replaceAll("-", "").slice(0, 19).toUpperCase()}`;
}

export function enqueueBonusRemoval(
  tx: Db,
  context: Pick<AppContext, "jobs">,
  usage: PromotionUsageRow,
  now: Date,
) {
  return context.jobs.enqueue(tx, {
    kind: BONUS_REMOVAL_JOB,
    agencyId: usage.agencyId,
    payload: { usageId: usage.id },
    dedupeKey: `${BONUS_REMOVAL_JOB}:${usage.id}`,
    runAt: now,
  });
}

/** Takes a cancelled usage's unearned bonus back; a refusal (credit played down) takes what is left, still once. */
export async function removeBonus(
  context: AppContext,
  usageId: string,
  job: Pick<JobRow, "attempts">,
): Promise<void> {
  const found = await findUsageWithOwner(context.db, usageId);
  if (found === undefined || found.usage.status !== "CANCELED") return;
  const { usage, agency, player } = found;
  const amount = new Decimal(usage.bonusRemoved).toFixed(2);
  if (new Decimal(amount).lte(0)) return;
  const provider = usage.provider as Provider;
  const { adapter, member } = await ensureProviderMember(context, agency, player, provider);
  let balance: string;
  let providerReference: string | undefined;
  try {
    ({ balance, providerReference } = await reconciledTransfer(
      adapter,
      "out",
      { memberUsername: member, amount, reference: bonusRemovalReference(usageId) },
      { mayHaveRun: job.attempts > 1 },
    ));
  } catch (error) {
    if (!(error instanceof TransferRefused) || error.reason !== "INSUFFICIENT_BALANCE") throw error;
    const left = bonusToRemove(amount, await adapter.getBalance(member));
    await setBonusRemoved(context.db, usageId, left);
    if (new Decimal(left).gt(0))
      throw new Error(`only ${left} of the bonus is left at ${provider}; taking that`);
    context.log.info({ usage: usageId }, "nothing of the bonus was left to take back");
    return;
  }
  await context.db.transaction(async (tx) => {
    await appendLedgerEntry(tx, {
      agencyId: usage.agencyId,
      playerId: usage.playerId,
      provider,
      kind: "PROMOTION_BONUS_REMOVED",
      amount: new Decimal(amount).neg().toFixed(2),
      currency: "THB",
      orderCode: bonusRemovalReference(usageId),
      providerReference,
      idempotencyKey: `promotion:${usageId}:bonus-removed`,
      createdAt: context.now(),
    });
  });
  context.log.info({ usage: usageId, amount }, "cancelled promotion's bonus taken back");
  await publishCredit(context, usage.playerId, provider, balance);
}
