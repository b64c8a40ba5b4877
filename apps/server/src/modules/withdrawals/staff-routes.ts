import {
  agencyOrderParams,
  agencyParams,
  noBody,
  pageSchema,
  rejectWithdrawalBody,
  staffWithdrawalSchema,
  withdrawalListQuery,
  withdrawalOrderSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { toWithdrawalOrder } from "./orders.ts";
import { approveWithdrawal, rejectWithdrawal } from "./payout.ts";
import { findAgencyWithdrawal, listAgencyWithdrawals } from "./repository.ts";

/** The withdrawal as it was before staff act on it (null when there is none). */
async function withdrawalBefore(app: FastifyInstance, request: FastifyRequest) {
  const order = await findAgencyWithdrawal(
    app.db,
    request.agency.id,
    (request.params as { code: string }).code,
  );
  return order ? toWithdrawalOrder(order) : null;
}

/** Staff's withdrawal queue: the list, and approving or rejecting an order. */
export default async function withdrawalStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.get(
    "/agencies/:agency/withdrawals",
    {
      config: { permission: "orders.read" },
      schema: {
        params: agencyParams,
        querystring: withdrawalListQuery,
        response: ok(pageSchema(staffWithdrawalSchema)),
      },
    },
    async (request) => {
      const { items, total } = await listAgencyWithdrawals(app.db, request.agency.id, request.query);
      const { page, pageSize } = request.query;
      return {
        data: {
          items: items.map((row) => ({
            ...toWithdrawalOrder(row),
            username: row.username,
            reason: row.reason,
            creditTaken: row.transferredOutAt !== null,
          })),
          page,
          pageSize,
          total,
        },
      };
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/approve",
    {
      config: {
        permission: "withdrawals",
        audit: {
          action: "withdrawal.approve",
          target: (request) => ({ type: "withdrawal", id: (request.params as { code: string }).code }),
          before: (request) => withdrawalBefore(app, request),
        },
      },
      schema: { params: agencyOrderParams, body: noBody, response: ok(withdrawalOrderSchema) },
    },
    async (request) => {
      const order = await approveWithdrawal(context(request), request.agency.id, request.params.code);
      return { data: toWithdrawalOrder(order) };
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/reject",
    {
      config: {
        permission: "withdrawals",
        audit: {
          action: "withdrawal.reject",
          target: (request) => ({ type: "withdrawal", id: (request.params as { code: string }).code }),
          before: (request) => withdrawalBefore(app, request),
        },
      },
      schema: { params: agencyOrderParams, body: rejectWithdrawalBody, response: ok(withdrawalOrderSchema) },
    },
    async (request) => {
      const order = await rejectWithdrawal(
        context(request),
        request.agency.id,
        request.params.code,
        request.body?.reason,
      );
      return { data: toWithdrawalOrder(order) };
    },
  );
}
