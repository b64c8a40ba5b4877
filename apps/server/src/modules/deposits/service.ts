import {
  amountOutsideLimits,
  type CreateDepositBody,
  compareDecimal,
  convert,
  DEPOSIT_EXPIRY_MS,
  type DepositLaoQr,
  formatAmount,
} from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AgencyRow } from "../agency/service.ts";
import { depositLimits } from "../amount-limits/service.ts";
import { playerHasBankAccount } from "../bank-accounts/service.ts";
import { findAgencyBank } from "../banks/service.ts";
import { newDepositCode } from "../order-codes/service.ts";
import { findEnabledPaymentMethod } from "../payment-methods/service.ts";
import type { PlayerRow } from "../players/service.ts";
import { depositPromotionTerms } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import type { DepositsContext } from "./context.ts";
import { publishDepositUpdated, toDepositOrder } from "./orders.ts";
import {
  type DepositOrderRow,
  findPlayerDeposit,
  insertDepositOrder,
  latestPlayerDeposits,
  listAgencyDepositRows,
  listOpenDeposits,
} from "./repository.ts";
import { merchantSettingsOf } from "./settings.ts";
import { cancelOpenDeposit, settleIfPaid, WATCH_EVERY_MS, WATCH_JOB } from "./settlement.ts";

function paymentMethodUnavailable(): AppError {
  return new AppError("VALIDATION_ERROR", "No enabled payment method for that merchant id and currency", {
    mid: "validation.payment_method_unavailable",
  });
}

export { type DepositsContext, depositsContext } from "./context.ts";
export { publishDepositUpdated, toDepositOrder } from "./orders.ts";
export { type PaymentResolutionInput, resolvePayment, type StaffView, toStaffPayment } from "./payments.ts";
export { findPaymentForStaff, listPaymentsForStaff } from "./payments-repository.ts";
export type { DepositOrderRow } from "./repository.ts";

/** Staff's page of the agency's deposits. */
export async function listAgencyDeposits(
  db: Db,
  agency: AgencyRow,
  query: Parameters<typeof listAgencyDepositRows>[2],
) {
  const { items, total } = await listAgencyDepositRows(db, agency.id, query);
  return {
    items: items.map((row) => ({
      ...toDepositOrder(row.order),
      username: row.username,
      failureReason: row.order.failureReason,
    })),
    total,
  };
}

/** The player's latest deposits, for staff. */
export async function playerDepositsForStaff(db: Db, playerId: string, limit = 20) {
  return (await latestPlayerDeposits(db, playerId, limit)).map(toDepositOrder);
}

/** The checks in order, then the order and its watch job in one transaction. */
export async function createDeposit(
  context: DepositsContext,
  agency: AgencyRow,
  player: PlayerRow,
  body: CreateDepositBody,
): Promise<DepositOrderRow> {
  const { db } = context;
  const amount = formatAmount(body.amount, body.currency);
  if (amount === undefined || compareDecimal(amount, body.amount) !== 0) {
    throw new AppError("VALIDATION_ERROR", "The amount has more decimals than the currency", {
      amount: "validation.amount_invalid",
    });
  }
  const method = await findEnabledPaymentMethod(db, agency.id, body.mid, body.currency);
  if (method === undefined) throw paymentMethodUnavailable();
  const bank = await findAgencyBank(db, agency.id, method.bankCode);
  if (bank === undefined) throw paymentMethodUnavailable();
  if (!(await playerHasBankAccount(db, player.id))) {
    throw new AppError("BANK_ACCOUNT_REQUIRED", "Add a bank account before depositing");
  }
  const limits = await depositLimits(db, agency.id, body.currency);
  if (amountOutsideLimits(amount, limits)) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", `The amount must be between ${limits.min} and ${limits.max}`);
  }
  const rates = await listExchangeRates(db, agency.id);
  const rate = rates.find((candidate) => candidate.currency === body.currency);
  const credit = convert("DEPOSIT", amount, body.currency, rates);
  if (rate === undefined || credit === "0") {
    throw new AppError("VALIDATION_ERROR", "No exchange rate for that currency", {
      currency: "validation.currency_unavailable",
    });
  }
  if (compareDecimal(credit, "0") === 0) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount buys no credit");
  }
  if ((await listOpenDeposits(db, player.id)).length > 0) {
    throw new AppError("OPEN_ORDER", "Close the open deposit order first");
  }
  const { bonus, promotionUsageId } = await depositPromotionTerms(context, {
    agency,
    player,
    provider: body.provider,
    credit,
  });

  const now = context.now();
  const order = await db.transaction(async (tx) => {
    const created = await insertDepositOrder(tx, {
      code: newDepositCode(),
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
      status: "OPEN",
      gateway: context.gateway.name,
      expiresAt: new Date(now.getTime() + DEPOSIT_EXPIRY_MS),
      createdAt: now,
      updatedAt: now,
    });
    // Two requests at once can both pass the check above; the partial unique index decides.
    if (created === undefined) throw new AppError("OPEN_ORDER", "Close the open deposit order first");
    await context.jobs.enqueue(tx, {
      kind: WATCH_JOB,
      agencyId: agency.id,
      payload: { code: created.code },
      dedupeKey: `${WATCH_JOB}:${created.code}`,
      runAt: new Date(now.getTime() + WATCH_EVERY_MS),
    });
    return created;
  });
  context.log.info({ order: order.code, amount, currency: body.currency }, "deposit created");
  await publishDepositUpdated(context, order);
  return order;
}

export async function playerDeposit(
  context: DepositsContext,
  player: PlayerRow,
  code: string,
): Promise<DepositOrderRow> {
  const order = await findPlayerDeposit(context.db, player.id, code);
  if (order === undefined) throw new AppError("NOT_FOUND", "No such deposit order");
  return order;
}

/** "I have paid": asks the gateway now instead of waiting for its webhook (a cancelled order too). */
export async function checkDeposit(context: DepositsContext, player: PlayerRow, code: string) {
  const order = await playerDeposit(context, player, code);
  if (!(await settleIfPaid(context, order))) return order;
  return playerDeposit(context, player, code);
}

export async function cancelDeposit(context: DepositsContext, player: PlayerRow, code: string) {
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
  context: DepositsContext,
  agency: AgencyRow,
  player: PlayerRow,
  code: string,
): Promise<DepositLaoQr> {
  const order = await playerDeposit(context, player, code);
  const bank = await findAgencyBank(context.db, agency.id, order.bankCode);
  if (bank === undefined) throw new AppError("NOT_FOUND", "The order's bank is no longer accepted");
  const merchant = await merchantSettingsOf(context.db, agency);
  const currency = order.currency as DepositLaoQr["currency"];
  const amount = formatAmount(order.amount, currency) ?? order.amount;
  return {
    payload: context.gateway.qrPayload({
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
