import type { FastifyInstance, FastifyRequest } from "fastify";
import { findAgencyByCode } from "../agency/service.ts";
import { findPaymentForStaff, toStaffPayment } from "../deposits/service.ts";
import { findPromotion, toPromotion } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import { findAgencyWithdrawal, toWithdrawalOrder } from "../withdrawals/service.ts";

/*
 * What the audit log keeps as "before": the target as it was, read just before the change (null
 * when it does not exist; the route then answers the error and nothing is recorded).
 */

function param(request: FastifyRequest, name: string): string {
  return String((request.params as Record<string, unknown>)[name]);
}

async function agencyOf(app: FastifyInstance, request: FastifyRequest) {
  return findAgencyByCode(app.db, param(request, "agency"));
}

export async function withdrawalBefore(app: FastifyInstance, request: FastifyRequest) {
  const agency = await agencyOf(app, request);
  const order = agency && (await findAgencyWithdrawal(app.db, agency.id, param(request, "code")));
  return order ? toWithdrawalOrder(order) : null;
}

export async function ratesBefore(app: FastifyInstance, request: FastifyRequest) {
  const agency = await agencyOf(app, request);
  return agency ? listExchangeRates(app.db, agency.id) : null;
}

export async function paymentBefore(app: FastifyInstance, request: FastifyRequest) {
  const agency = await agencyOf(app, request);
  if (!agency) return null;
  const payment = await findPaymentForStaff(app.db, param(request, "id"), {
    agencyId: agency.id,
    includeUnassigned: request.staffActor.platform,
  });
  return payment ? toStaffPayment(payment) : null;
}

export async function promotionBefore(app: FastifyInstance, request: FastifyRequest) {
  const agency = await agencyOf(app, request);
  const promotion = agency && (await findPromotion(app.db, agency.id, param(request, "id")));
  // The audit keeps the image address as stored, even one the players are served without.
  return promotion ? { ...toPromotion(promotion), imageUrl: promotion.imageUrl } : null;
}
