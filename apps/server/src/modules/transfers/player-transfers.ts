import { type CreateCreditTransferBody, compareDecimal, formatAmount } from "@kham/contract";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { newTransferCode } from "../order-codes/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { promotionBindsProvider } from "../promotions/service.ts";
import { liveCredit } from "../wallets/service.ts";
import { enqueueLeg, TRANSFER_OUT_JOB, toCreditTransfer } from "./legs.ts";
import {
  type CreditTransferRow,
  findTransferByRequestKey,
  insertCreditTransfer,
  listPlayerTransfers,
} from "./repository.ts";
import { lockPlayerCredit } from "./service.ts";

function pending(): AppError {
  return new AppError("OPEN_ORDER", "A credit transfer is still on its way; try again when it is done");
}

function promotionUsage(): AppError {
  return new AppError("PROMOTION_USAGE", "A promotion in use binds the credit of one of these games");
}

/** A key used before answers its transfer again, and only for the same request. */
function replay(row: CreditTransferRow, body: { from: string; to: string; amount: string }) {
  const same =
    row.fromProvider === body.from &&
    row.toProvider === body.to &&
    compareDecimal(row.amount, body.amount) === 0;
  if (!same) {
    throw new AppError("VALIDATION_ERROR", "The Idempotency-Key was used for another transfer", {
      idempotencyKey: "validation.idempotency_key_reused",
    });
  }
  return row;
}

/** The transfer and its first leg's job in one transaction; the legs then run from jobs (legs.ts). */
export async function createCreditTransfer(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  body: CreateCreditTransferBody,
  requestKey: string | undefined,
): Promise<CreditTransferRow> {
  const { db } = context;
  const amount = formatAmount(body.amount, "THB");
  if (amount === undefined) {
    throw new AppError("VALIDATION_ERROR", "Not an amount", { amount: "validation.amount_invalid" });
  }
  const request = { from: body.from, to: body.to, amount };
  if (requestKey !== undefined) {
    const earlier = await findTransferByRequestKey(db, player.id, requestKey);
    if (earlier !== undefined) return replay(earlier, request);
  }
  if (await promotionBindsProvider(db, player.id, [body.from, body.to])) throw promotionUsage();
  // Never cached: the provider holds the playable balance; its own refusal decides a race with play.
  const balance = await liveCredit(context, agency, player, body.from);
  if (compareDecimal(amount, balance) > 0) {
    throw new AppError("INSUFFICIENT_CREDIT", `Only ${balance} credit at ${body.from}`);
  }
  const now = context.now();
  const created = await db.transaction(async (tx) => {
    await lockPlayerCredit(tx, player.id);
    if (await promotionBindsProvider(tx, player.id, [body.from, body.to])) throw promotionUsage();
    const row = await insertCreditTransfer(tx, {
      code: newTransferCode(),
      agencyId: agency.id,
      playerId: player.id,
      fromProvider: body.from,
      toProvider: body.to,
      amount,
      status: "PENDING",
      requestKey: requestKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (row !== undefined) await enqueueLeg(tx, context, TRANSFER_OUT_JOB, row, now);
    return row;
  });
  if (created === undefined) {
    // The same key sent twice at once: the first insert won, and this answers its transfer.
    const earlier =
      requestKey === undefined ? undefined : await findTransferByRequestKey(db, player.id, requestKey);
    if (earlier !== undefined) return replay(earlier, request);
    throw pending();
  }
  context.log.info(
    { transfer: created.code, from: body.from, to: body.to, amount },
    "credit transfer created",
  );
  context.jobs.kick();
  return created;
}

export async function transferHistory(
  context: AppContext,
  player: SessionPlayer,
  paging: { page: number; pageSize: number },
) {
  const { items, total } = await listPlayerTransfers(context.db, player.id, paging);
  return { items: items.map(toCreditTransfer), ...paging, total };
}
