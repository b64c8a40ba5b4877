import {
  amountOutsideLimits,
  type CreateDepositBody,
  compareDecimal,
  convert,
  DEPOSIT_EXPIRY_MS,
  type DepositLaoQr,
  formatAmount,
} from "@kham/contract";
import { buildLaoQr } from "../../adapters/payment-gateway/laoqr.ts";
import {
  type Checkout,
  type PaymentGateway,
  PaymentGatewayError,
} from "../../adapters/payment-gateway/types.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { depositLimitOf } from "../amount-limits/service.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { AppContext } from "../context.ts";
import { newDepositCode } from "../order-codes/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { depositPromotionTerms } from "../promotions/service.ts";
import { lockAndRefuseDepositPastLimits, refuseDepositPastLimits } from "../protection/service.ts";
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

/** A gateway's refusal as the player is told it; the message logged is the adapter's, already redacted. */
export function gatewayUnavailable(context: AppContext, error: PaymentGatewayError, order: string): AppError {
  const log = error.reason === "UNAUTHORIZED" ? context.log.error : context.log.warn;
  log.call(
    context.log,
    { order, reason: error.reason, err: error.message },
    "payment gateway refused or did not answer",
  );
  return new AppError(
    "PAYMENT_GATEWAY_UNAVAILABLE",
    "The payment service is not answering now; nothing was changed",
  );
}

/** Asked once, before the order exists: a failure leaves nothing behind but, at worst, an unpaid checkout. */
async function checkoutOf(
  context: AppContext,
  gateway: PaymentGateway,
  agency: AgencyRow,
  order: { code: string; bankCode: string; mid: string; currency: DepositLaoQr["currency"]; amount: string },
): Promise<Checkout> {
  const bank = await findAgencyBank(context.db, agency.id, order.bankCode);
  if (bank === undefined) throw paymentMethodUnavailable();
  const merchant = await merchantSettingsOf(context.db, agency);
  try {
    return await gateway.createCheckout({
      agencyId: agency.id,
      bankCode: order.bankCode,
      bankIin: bank.iin,
      mid: order.mid,
      ...merchant,
      currency: order.currency,
      amount: formatAmount(order.amount, order.currency) ?? order.amount,
      orderCode: order.code,
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.reason === "UNSUPPORTED_BANK") throw paymentMethodUnavailable();
    throw gatewayUnavailable(context, error, order.code);
  }
}

/** The checks in order, then the checkout, then the order and its watch job in one statement. */
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
  const gateway = await context.paymentGateways.forAgency(agency.id);
  if (!gateway.currencies.includes(body.currency)) {
    throw new AppError(
      "VALIDATION_ERROR",
      `The agency's payment gateway takes only ${gateway.currencies.join(", ")}`,
      {
        currency: "validation.currency_not_accepted",
      },
    );
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
  // The player's own limits, before the gateway is asked; asked again under the lock below.
  await refuseDepositPastLimits(db, player.id, credit, context.now());
  const { bonus, promotionUsageId } = await depositPromotionTerms(context, {
    agency,
    player,
    provider: body.provider,
    credit,
  });

  const code = newDepositCode();
  const checkout = await checkoutOf(context, gateway, agency, {
    code,
    bankCode: method.bankCode,
    mid: method.mid,
    currency: body.currency,
    amount,
  });
  const now = context.now();
  const order = await db.transaction(async (tx) => {
    await lockAndRefuseDepositPastLimits(tx, player.id, credit, now);
    return insertOpenDeposit(
      tx,
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
        gateway: gateway.name,
        gatewayReference: checkout.reference ?? null,
        qrPayload: checkout.payload,
        qrDeeplink: checkout.deeplink ?? null,
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
  });
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
  let paid: boolean;
  try {
    paid = await settleIfPaid(context, order);
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw gatewayUnavailable(context, error, order.code);
    throw error;
  }
  if (!paid) return order;
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
  const currency = order.currency as DepositLaoQr["currency"];
  const amount = formatAmount(order.amount, currency) ?? order.amount;
  return {
    payload: order.qrPayload ?? (await locallyBuiltQr(context, agency, order, currency, amount)),
    amount,
    currency,
    mid: order.mid,
    bankCode: order.bankCode,
    expiresAt: order.expiresAt.toISOString(),
  };
}

/** An order made before checkouts were stored: the sandbox's QR, built as it was then. */
async function locallyBuiltQr(
  context: AppContext,
  agency: AgencyRow,
  order: DepositOrderRow,
  currency: DepositLaoQr["currency"],
  amount: string,
): Promise<string> {
  const bank = await findAgencyBank(context.db, agency.id, order.bankCode);
  if (bank === undefined) throw new AppError("NOT_FOUND", "The order's bank is no longer accepted");
  const merchant = await merchantSettingsOf(context.db, agency);
  return buildLaoQr({
    bankIin: bank.iin,
    mid: order.mid,
    ...merchant,
    currency,
    amount,
    orderCode: order.code,
  });
}
