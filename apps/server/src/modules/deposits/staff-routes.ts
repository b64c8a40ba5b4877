import {
  agencyParams,
  depositListQuery,
  pageSchema,
  paymentListQuery,
  paymentParams,
  paymentResolutionSchema,
  resolvePaymentBody,
  staffDepositSchema,
  staffPaymentSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { toDepositOrder } from "./orders.ts";
import { resolvePayment, toStaffPayment } from "./payments.ts";
import { findPaymentForStaff, listPaymentsForStaff } from "./payments-repository.ts";
import { listAgencyDeposits } from "./service.ts";

/** The payment as it was before staff resolve it (null when there is none to resolve). */
async function paymentBefore(app: FastifyInstance, request: FastifyRequest) {
  const payment = await findPaymentForStaff(app.db, (request.params as { id: string }).id, {
    agencyId: request.agency.id,
    includeUnassigned: request.staffActor.platform,
  });
  return payment ? toStaffPayment(payment) : null;
}

/** The bearer token is platform-wide, so it also sees payments whose code matched no agency. */
export default async function depositStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/agencies/:agency/deposits",
    {
      config: { permission: "orders.read" },
      schema: {
        params: agencyParams,
        querystring: depositListQuery,
        response: ok(pageSchema(staffDepositSchema)),
      },
    },
    async (request) => {
      const { items, total } = await listAgencyDeposits(app.db, request.agency, request.query);
      return { data: { items, page: request.query.page, pageSize: request.query.pageSize, total } };
    },
  );

  routes.get(
    "/agencies/:agency/payments",
    {
      config: { permission: "exceptions" },
      schema: {
        params: agencyParams,
        querystring: paymentListQuery,
        response: ok(pageSchema(staffPaymentSchema)),
      },
    },
    async (request) => {
      const { items, total } = await listPaymentsForStaff(app.db, {
        agencyId: request.agency.id,
        includeUnassigned: request.staffActor.platform,
        status: request.query.status,
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
      return {
        data: {
          items: items.map(toStaffPayment),
          page: request.query.page,
          pageSize: request.query.pageSize,
          total,
        },
      };
    },
  );

  routes.post(
    "/agencies/:agency/payments/:id/resolve",
    {
      config: {
        permission: "exceptions",
        audit: {
          action: "payment.resolve",
          target: (request) => ({ type: "payment", id: (request.params as { id: string }).id }),
          before: (request) => paymentBefore(app, request),
        },
      },
      schema: { params: paymentParams, body: resolvePaymentBody, response: ok(paymentResolutionSchema) },
    },
    async (request) => {
      const body = request.body;
      const resolution =
        "credit" in body
          ? { action: "credit" as const, ...body.credit, note: body.note }
          : { action: "refunded" as const, note: body.note };
      const { payment, order } = await resolvePayment(
        appContext(app, request.log),
        { agency: request.agency, platform: request.staffActor.platform },
        request.params.id,
        resolution,
        request.staffActor.name,
      );
      return { data: { payment: toStaffPayment(payment), order: order ? toDepositOrder(order) : null } };
    },
  );
}
