import { type Currency, convert, formatAmount, isCurrency, type Provider } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { newDepositCode } from "../order-codes/service.ts";
import type { PlayerRow } from "../players/repository.ts";
import { listExchangeRates } from "../rates/service.ts";
import type { PaymentRow } from "./payments-repository.ts";
import { type DepositOrderRow, findDepositByCode, insertDepositOrder } from "./repository.ts";
import { enqueueTransfer } from "./transfer.ts";

/** The named order's rate when the currency matches (what the player was quoted), else today's sell rate. */
async function creditRate(db: Db, agency: AgencyRow, payment: PaymentRow, currency: Currency) {
  const named = await findDepositByCode(db, payment.orderCode);
  if (named !== undefined && named.agencyId === agency.id && named.currency === currency) {
    return { rate: named.rate, bankCode: named.bankCode, mid: named.mid };
  }
  const current = (await listExchangeRates(db, agency.id)).find((rate) => rate.currency === currency);
  if (current === undefined) {
    throw new AppError("VALIDATION_ERROR", `The agency has no ${currency} rate to credit this payment at`, {
      currency: "validation.currency_unavailable",
    });
  }
  return { rate: current.sell, bankCode: named?.bankCode ?? "", mid: named?.mid ?? "" };
}

/** A new order, already PAID and recovered, whose transfer job moves the credit; in the caller's transaction. */
export async function createRecoveredDeposit(
  tx: Db,
  context: AppContext,
  input: { payment: PaymentRow; agency: AgencyRow; player: PlayerRow; provider: Provider; now: Date },
): Promise<DepositOrderRow> {
  const { payment, agency, player, provider, now } = input;
  if (!isCurrency(payment.currency)) {
    throw new AppError("VALIDATION_ERROR", `A payment in ${payment.currency} cannot be credited`, {
      currency: "validation.currency_unavailable",
    });
  }
  const currency = payment.currency;
  const amount = formatAmount(payment.amount, currency) ?? payment.amount;
  const { rate, bankCode, mid } = await creditRate(tx, agency, payment, currency);
  const credit = convert("DEPOSIT", amount, currency, [{ currency, buy: rate, sell: rate }]);
  if (credit === "0" || credit === "0.00") {
    throw new AppError("VALIDATION_ERROR", "The payment buys no credit", {
      amount: "validation.amount_invalid",
    });
  }
  const order = await insertDepositOrder(tx, {
    code: newDepositCode(),
    agencyId: agency.id,
    playerId: player.id,
    provider,
    bankCode,
    mid,
    currency,
    amount,
    credit,
    bonus: "0.00",
    rate,
    status: "PAID",
    recovered: true,
    gateway: payment.gateway,
    gatewayReference: payment.reference,
    paidAt: payment.paidAt,
    expiresAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (order === undefined) throw new Error("a recovered deposit order could not be inserted");
  await enqueueTransfer(tx, context, order, now);
  return order;
}
