import {
  amountOutsideLimits,
  type CreateDepositBody,
  compareDecimal,
  convert,
  DEPOSIT_EXPIRY_MS,
  type DepositLaoQr,
  formatAmount,
} from "@kham/contract";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { depositLimitOf } from "../amount-limits/service.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { AppContext } from "../context.ts";
import { newDepositCode } from "../order-codes/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { depositPromotionTerms } from "../promotions/service.ts";
import { toExchangeRate } from "../rates/service.ts";
import { publishDepositUpdated } from "./orders.ts";
import { settleIfPaid } from "./payment-received.ts";
import {
  type DepositOrderRow,
  findDepositTerms,
  findPlayerDeposit,
  insertOpenDeposit,
} from "./repository.ts";
import { merchantSettingsOf } from "./settings.ts";
import { cancelOpenDeposit, WATCH_EVERY_MS, WATCH_JOB } from "./watch.ts";

function paymentMethodUnavailable(): AppError {
  return new AppError("VALIDATION_ERROR", "No enabled payment method for that merchant id and currency", {
    mid: "validation.payment_method_unavailable",
  });
}

/** The checks in order, then the order and its watch job in one statement. */
export async function createDeposit(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  body: CreateDepositBody,
): Promise<DepositOrderRow> {
  const { db } = context;
  const amount = formatAmount(body.amount, body.currency);
  if (amount === undefined || compareDecimal(amount, body.amount) !== 0) {
    throw new AppError("VALIDATION_ERROR", "The amount has more decimals than the currency", {
      amount: "validation.amount_invalid",
    });
  }
  // One read answers every check below; they still fail in this order.
  const terms = await findDepositTerms(db, {
    agencyId: agency.id,
    playerId: player.id,
    mid: body.mid,
    currency: body.currency,
  });
  if (terms === undefined || !terms.bankAccepted) throw paymentMethodUnavailable();
  const { method } = terms;
  if (!terms.hasBankAccount) {
    throw new AppError("BANK_ACCOUNT_REQUIRED", "Add a bank account before depositing");
  }
  const limits = depositLimitOf(body.currency, terms.limits);
  if (amountOutsideLimits(amount, limits)) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", `The amount must be between ${limits.min} and ${limits.max}`);
  }
  const rate = terms.rate && toExchangeRate({ currency: body.currency, ...terms.rate });
  const credit = convert("DEPOSIT", amount, body.currency, rate ? [rate] : []);
  if (rate === undefined || credit === "0") {
    throw new AppError("VALIDATION_ERROR", "No exchange rate for that currency", {
      currency: "validation.currency_unavailable",
    });
  }
  if (compareDecimal(credit, "0") === 0) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount buys no credit");
  }
  if (terms.hasOpenOrder) {
    throw new AppError("OPEN_ORDER", "Close the open deposit order first");
  }
  const { bonus, promotionUsageId } = await depositPromotionTerms(context, {
    agency,
    player,
    provider: body.provider,
    credit,
  });

  const now = context.now();
  const code = newDepositCode();
  const order = await insertOpenDeposit(
    db,
    {
      code,
      agencyId: agency.id,
      playerId: player.id,
      provider: body.provider,
      bankCode: method.bankCode,
      mid: method.mid,
      currency: body.currency,
      amount,
      credit,
      bonus,
      promotionUsageId,
      rate: rate.sell,
      gateway: context.paymentGateway.name,
      expiresAt: new Date(now.getTime() + DEPOSIT_EXPIRY_MS),
      createdAt: now,
    },
    {
      kind: WATCH_JOB,
      payload: { code },
      dedupeKey: `${WATCH_JOB}:${code}`,
      runAt: new Date(now.getTime() + WATCH_EVERY_MS),
    },
  );
  // Two requests at once can both pass the check above; the partial unique index decides.
  if (order === undefined) throw new AppError("OPEN_ORDER", "Close the open deposit order first");
  context.log.info({ order: order.code, amount, currency: body.currency }, "deposit created");
  await publishDepositUpdated(context, order);
  return order;
}

export async function playerDeposit(
  context: AppContext,
  player: SessionPlayer,
  code: string,
): Promise<DepositOrderRow> {
  const order = await findPlayerDeposit(context.db, player.id, code);
  if (order === undefined) throw new AppError("NOT_FOUND", "No such deposit order");
  return order;
}

/** "I have paid": asks the gateway now instead of waiting for its webhook (a cancelled order too). */
export async function checkDeposit(context: AppContext, player: SessionPlayer, code: string) {
  const order = await playerDeposit(context, player, code);
  if (!(await settleIfPaid(context, order))) return order;
  return playerDeposit(context, player, code);
}

export async function cancelDeposit(context: AppContext, player: SessionPlayer, code: string) {
  const order = await playerDeposit(context, player, code);
  if (order.status === "CANCELED") return order;
  if (order.status !== "OPEN") {
    throw new AppError("VALIDATION_ERROR", "Only an open order can be cancelled", {
      code: "validation.order_not_open",
    });
  }
  return (await cancelOpenDeposit(context, order, "PLAYER")) ?? playerDeposit(context, player, code);
}

export async function depositLaoQr(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  code: string,
): Promise<DepositLaoQr> {
  const order = await playerDeposit(context, player, code);
  const bank = await findAgencyBank(context.db, agency.id, order.bankCode);
  if (bank === undefined) throw new AppError("NOT_FOUND", "The order's bank is no longer accepted");
  const merchant = await merchantSettingsOf(context.db, agency);
  const currency = order.currency as DepositLaoQr["currency"];
  const amount = formatAmount(order.amount, currency) ?? order.amount;
  return {
    payload: context.paymentGateway.qrPayload({
      bankIin: bank.iin,
      mid: order.mid,
      ...merchant,
      currency,
      amount,
      orderCode: order.code,
    }),
    amount,
    currency,
    mid: order.mid,
    bankCode: order.bankCode,
    expiresAt: order.expiresAt.toISOString(),
  };
}
