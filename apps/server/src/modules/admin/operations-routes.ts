import {
  addPaymentMethodBody,
  agencyOrderParams,
  agencyParams,
  depositListQuery,
  limitsSchema,
  noBody,
  pageSchema,
  paymentMethodParams,
  paymentMethodSchema,
  playerBlockingSchema,
  playerParams,
  rateParams,
  ratesSchema,
  rejectWithdrawalBody,
  setLimitsBody,
  setRateBody,
  staffDepositSchema,
  staffWithdrawalSchema,
  withdrawalListQuery,
  withdrawalOrderSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { requireAgency } from "../agency/service.ts";
import { setAmountLimits } from "../amount-limits/service.ts";
import { appContext } from "../context.ts";
import { listAgencyDeposits } from "../deposits/service.ts";
import { endPlayerStreams } from "../events/service.ts";
import { addPaymentMethod, disablePaymentMethod } from "../payment-methods/service.ts";
import { setPlayerBlocked } from "../players/service.ts";
import { setExchangeRate } from "../rates/service.ts";
import {
  approveWithdrawal,
  listAgencyWithdrawals,
  rejectWithdrawal,
  toWithdrawalOrder,
} from "../withdrawals/service.ts";
import { ratesBefore, withdrawalBefore } from "./audit-targets.ts";

/** The agency's day-to-day operations, under /agencies/{agency}/...; the token hook guards them. */
export default async function operationsRoutes(app: FastifyInstance) {
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
      const agency = await requireAgency(app.db, request.params.agency);
      const { items, total } = await listAgencyWithdrawals(app.db, agency.id, request.query);
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
      const agency = await requireAgency(app.db, request.params.agency);
      const order = await approveWithdrawal(context(request), agency.id, request.params.code);
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
      const agency = await requireAgency(app.db, request.params.agency);
      const order = await rejectWithdrawal(
        context(request),
        agency.id,
        request.params.code,
        request.body?.reason,
      );
      return { data: toWithdrawalOrder(order) };
    },
  );

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
      const agency = await requireAgency(app.db, request.params.agency);
      const { items, total } = await listAgencyDeposits(app.db, agency, request.query);
      return { data: { items, page: request.query.page, pageSize: request.query.pageSize, total } };
    },
  );

  for (const [action, blocked] of [
    ["block", true],
    ["unblock", false],
  ] as const) {
    routes.post(
      `/agencies/:agency/players/:username/${action}`,
      {
        config: {
          permission: "players.block",
          audit: {
            action: `player.${action}`,
            target: (request) => ({ type: "player", id: (request.params as { username: string }).username }),
          },
        },
        schema: { params: playerParams, body: noBody, response: ok(playerBlockingSchema) },
      },
      async (request) => {
        const agency = await requireAgency(app.db, request.params.agency);
        const { playerId, ...result } = await setPlayerBlocked(
          app.db,
          agency.id,
          request.params.username,
          blocked,
        );
        // A block ends the player's live streams: they reconnect and see the new standing.
        if (blocked) await endPlayerStreams(app.events, playerId);
        return { data: result };
      },
    );
  }

  routes.post(
    "/agencies/:agency/rates/:currency",
    {
      config: {
        permission: "settings",
        audit: {
          action: "rates.set",
          target: (request) => ({ type: "rate", id: (request.params as { currency: string }).currency }),
          before: (request) => ratesBefore(app, request),
        },
      },
      schema: { params: rateParams, body: setRateBody, response: ok(ratesSchema) },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      const rates = await setExchangeRate(app.db, agency, {
        currency: request.params.currency,
        ...request.body,
      });
      return { data: rates };
    },
  );

  routes.post(
    "/agencies/:agency/limits",
    {
      config: {
        permission: "settings",
        audit: {
          action: "limits.set",
          target: (request) => ({ type: "limits", id: (request.body as { kind: string }).kind }),
        },
      },
      schema: {
        params: agencyParams,
        body: setLimitsBody,
        response: ok(limitsSchema),
      },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      return { data: await setAmountLimits(app.db, agency, request.body) };
    },
  );

  routes.post(
    "/agencies/:agency/payment-methods",
    {
      config: {
        permission: "settings",
        audit: {
          action: "payment-method.add",
          target: (request) => ({ type: "payment-method", id: (request.body as { mid: string }).mid }),
        },
      },
      schema: {
        params: agencyParams,
        body: addPaymentMethodBody,
        response: created(paymentMethodSchema),
      },
    },
    async (request, reply) => {
      const agency = await requireAgency(app.db, request.params.agency);
      return reply.code(201).send({ data: await addPaymentMethod(app.db, agency, request.body) });
    },
  );

  routes.post(
    "/agencies/:agency/payment-methods/:mid/disable",
    {
      config: {
        permission: "settings",
        audit: {
          action: "payment-method.disable",
          target: (request) => ({ type: "payment-method", id: (request.params as { mid: string }).mid }),
        },
      },
      schema: { params: paymentMethodParams, body: noBody, response: ok(z.array(paymentMethodSchema)) },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      return { data: await disablePaymentMethod(app.db, agency, request.params.mid) };
    },
  );
}
