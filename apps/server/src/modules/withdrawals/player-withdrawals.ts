import {
  amountOutsideLimits,
  type CreateWithdrawalBody,
  compareDecimal,
  convert,
  formatAmount,
  type Provider,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { withdrawalLimits } from "../amount-limits/service.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { AppContext } from "../context.ts";
import { newWithdrawalCode } from "../order-codes/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { findAgencyPlayer } from "../players/service.ts";
import { endUsageByWithdrawal, publishUsage, withdrawalPromotionTerms } from "../promotions/service.ts";
import { currentExclusion, refuseIfExcluded } from "../protection/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import { queueStaffAlert } from "../staff-alerts/service.ts";
import { ensureProviderMember } from "../wallets/service.ts";
import { publishWithdrawalUpdated } from "./orders.ts";
import { TRANSFER_OUT_JOB } from "./payout.ts";
import {
  findPlayerWithdrawal,
  insertWithdrawalOrder,
  listOpenWithdrawals,
  type WithdrawalOrderRow,
} from "./repository.ts";

function openOrder(): AppError {
  return new AppError("OPEN_ORDER", "A withdrawal is already waiting to be paid out");
}

/** The order (with the bank account as it is now) and its transfer-out job in one transaction. */
export async function createWithdrawal(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  body: CreateWithdrawalBody,
  options: { staffPayout?: boolean; origin?: string } = {},
): Promise<WithdrawalOrderRow> {
  const { db } = context;
  // An excluded player has no session; staff paying out at their request is the one way out.
  if (!options.staffPayout) await refuseIfExcluded(db, player.id, context.now());
  const amount = formatAmount(body.amount, "THB");
  if (amount === undefined) {
    throw new AppError("VALIDATION_ERROR", "Not an amount", { amount: "validation.amount_invalid" });
  }
  const [account] = await listBankAccounts(db, player.id);
  if (account === undefined) throw new AppError("BANK_ACCOUNT_REQUIRED", "Add a bank account first");
  const bank = await findAgencyBank(db, agency.id, account.bankCode);
  const limits = await withdrawalLimits(db, agency.id);
  // The agency's bounds are for players' own requests; a staff payout closes out all that is left.
  if (!options.staffPayout && amountOutsideLimits(amount, limits)) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", `The amount must be between ${limits.min} and ${limits.max}`);
  }
  const { adapter, member } = await ensureProviderMember(context, agency, player, body.provider);
  // Never cached: the provider holds the playable balance.
  const balance = await adapter.getBalance(member);
  if (compareDecimal(amount, balance) > 0) {
    throw new AppError("INSUFFICIENT_CREDIT", `Only ${balance} credit at ${body.provider}`);
  }
  if ((await listOpenWithdrawals(db, player.id)).length > 0) throw openOrder();
  const { promotionUsageId, ...terms } = await withdrawalPromotionTerms(db, {
    player,
    provider: body.provider,
    amount,
    balance,
  });
  const rates = await listExchangeRates(db, agency.id);
  const rate = rates.find((candidate) => candidate.currency === "LAK");
  const paid = new Decimal(terms.creditReceived).minus(terms.bonusDeducted);
  const payout = paid.gt(0) ? convert("WITHDRAW", paid.toFixed(2), "LAK", rates) : "0";
  if (rate === undefined || (paid.gt(0) && payout === "0")) {
    // The agency's settings, not the player's input, are at fault; still a 4xx that changes nothing.
    throw new AppError("VALIDATION_ERROR", "The agency has no LAK payout rate", {
      amount: "validation.invalid",
    });
  }

  const now = context.now();
  const order = await db.transaction(async (tx) => {
    const created = await insertWithdrawalOrder(tx, {
      code: newWithdrawalCode(),
      agencyId: agency.id,
      playerId: player.id,
      provider: body.provider,
      amount,
      ...terms,
      promotionUsageId,
      payout,
      payoutCurrency: "LAK",
      rate: rate.buy,
      bankCode: account.bankCode,
      bankName: bank?.name ?? account.bankName,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      status: "OPEN",
      createdAt: now,
      updatedAt: now,
    });
    // Two requests at once can both pass the check above; the partial unique index decides.
    if (created === undefined) throw openOrder();
    // The withdrawal ends the promotion it was made under; a cancel that won the race refuses it.
    if (promotionUsageId !== null && (await endUsageByWithdrawal(tx, promotionUsageId, now)) === undefined) {
      throw new AppError("PROMOTION_USAGE", "The promotion in use changed meanwhile; try again");
    }
    await context.jobs.enqueue(tx, {
      kind: TRANSFER_OUT_JOB,
      agencyId: agency.id,
      payload: { code: created.code },
      dedupeKey: `${TRANSFER_OUT_JOB}:${created.code}`,
      runAt: now,
    });
    await queueStaffAlert(tx, context, agency.id, {
      kind: "withdrawal-asked",
      code: created.code,
      username: player.username,
      provider: created.provider,
      amount: created.amount,
      payout: created.payout,
      bank: created.bankName,
      account: created.accountNumber,
      ...(options.origin !== undefined && { origin: options.origin }),
    });
    return created;
  });
  context.log.info({ order: order.code, amount, provider: body.provider }, "withdrawal created");
  await publishWithdrawalUpdated(context, order);
  if (promotionUsageId !== null) await publishUsage(context, player.id, promotionUsageId);
  context.jobs.kick();
  return order;
}

/** Staff pay out an excluded player's whole credit at one provider to their bank account, as a normal withdrawal. */
export async function payoutExcludedPlayer(
  context: AppContext,
  agency: AgencyRow,
  username: string,
  provider: string,
  origin?: string,
): Promise<WithdrawalOrderRow> {
  if (!providers.includes(provider as Provider)) {
    throw new AppError("VALIDATION_ERROR", "No such provider", { provider: "validation.invalid" });
  }
  const player = await findAgencyPlayer(context.db, agency.id, username);
  if (player === undefined) throw new AppError("NOT_FOUND", `No player ${username}`);
  if ((await currentExclusion(context.db, player.id, context.now())) === undefined) {
    throw new AppError("ORDER_NOT_OPEN", "Staff pay out only a player in a cool-off or self-exclusion");
  }
  const { adapter, member } = await ensureProviderMember(context, agency, player, provider as Provider);
  const balance = formatAmount(await adapter.getBalance(member), "THB") ?? "0.00";
  if (compareDecimal(balance, "0") <= 0) {
    throw new AppError("INSUFFICIENT_CREDIT", `No credit at ${provider}`);
  }
  return createWithdrawal(
    context,
    agency,
    player,
    { provider: provider as Provider, amount: balance },
    { staffPayout: true, origin },
  );
}

export async function playerWithdrawal(
  context: AppContext,
  player: SessionPlayer,
  code: string,
): Promise<WithdrawalOrderRow> {
  const order = await findPlayerWithdrawal(context.db, player.id, code);
  if (order === undefined) throw new AppError("NOT_FOUND", "No such withdrawal order");
  return order;
}
