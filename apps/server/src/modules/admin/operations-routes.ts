import { currencySchema, depositStatuses, orderCodeSchema, text, withdrawalStatuses } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endPlayerStreams } from "../events/bus.ts";
import { withdrawalsContext } from "../withdrawals/context.ts";
import { toWithdrawalOrder } from "../withdrawals/orders.ts";
import { approveWithdrawal, rejectWithdrawal } from "../withdrawals/payout.ts";
import { listAgencyWithdrawals } from "../withdrawals/repository.ts";
import {
  addPaymentMethod,
  agencyOf,
  disablePaymentMethod,
  listAgencyDeposits,
  setAmountLimits,
  setExchangeRate,
  setPlayerBlocked,
} from "./operations.ts";
import { agencyCodeSchema } from "./schemas.ts";

const rateValue = text()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, "admin.rate_invalid")
  .refine((value) => /[1-9]/.test(value), "admin.rate_invalid");
const limitValue = text().regex(/^\d{1,15}(\.\d{1,2})?$/, "validation.amount_invalid");
const agencyParams = z.object({ agency: agencyCodeSchema });
const orderParams = agencyParams.extend({ code: orderCodeSchema });
const noBody = z.object({}).strict().optional();

/** Design §12: the agency's day-to-day operations, under /agencies/{agency}/...; the token hook guards them. */
export default async function operationsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => withdrawalsContext(app, request.log);

  routes.get(
    "/agencies/:agency/withdrawals",
    {
      schema: {
        params: agencyParams,
        querystring: z.object({ status: z.enum(withdrawalStatuses).optional() }),
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
      const rows = await listAgencyWithdrawals(app.db, agency.id, request.query.status);
      return { data: rows.map((row) => ({ ...toWithdrawalOrder(row), username: row.username })) };
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/approve",
    { schema: { params: orderParams, body: noBody } },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
      const order = await approveWithdrawal(context(request), agency.id, request.params.code);
      return { data: toWithdrawalOrder(order) };
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/reject",
    {
      schema: {
        params: orderParams,
        body: z.strictObject({ reason: text().trim().max(500).optional() }).optional(),
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
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
      schema: { params: agencyParams, querystring: z.object({ status: z.enum(depositStatuses).optional() }) },
    },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
      return { data: await listAgencyDeposits(app.db, agency, request.query.status) };
    },
  );

  for (const [action, blocked] of [
    ["block", true],
    ["unblock", false],
  ] as const) {
    routes.post(
      `/agencies/:agency/players/:username/${action}`,
      { schema: { params: agencyParams.extend({ username: text().min(1).max(64) }), body: noBody } },
      async (request) => {
        const agency = await agencyOf(app.db, request.params.agency);
        const { playerId, ...result } = await setPlayerBlocked(
          app.db,
          agency,
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
      schema: {
        params: agencyParams.extend({ currency: currencySchema }),
        body: z.strictObject({ buy: rateValue, sell: rateValue }),
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
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
      schema: {
        params: agencyParams,
        body: z.strictObject({
          kind: z.enum(["deposit", "withdraw"]),
          currency: currencySchema.default("THB"),
          min: limitValue.optional(),
          max: limitValue.optional(),
        }),
      },
    },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
      return { data: await setAmountLimits(app.db, agency, request.body) };
    },
  );

  routes.post(
    "/agencies/:agency/payment-methods",
    {
      schema: {
        params: agencyParams,
        body: z.strictObject({
          code: text().trim().min(1).max(16),
          mid: text().trim().min(1).max(64),
          name: text().trim().min(1).max(80),
          currency: currencySchema,
        }),
      },
    },
    async (request, reply) => {
      const agency = await agencyOf(app.db, request.params.agency);
      return reply.code(201).send({ data: await addPaymentMethod(app.db, agency, request.body) });
    },
  );

  routes.post(
    "/agencies/:agency/payment-methods/:mid/disable",
    { schema: { params: agencyParams.extend({ mid: text().min(1).max(64) }), body: noBody } },
    async (request) => {
      const agency = await agencyOf(app.db, request.params.agency);
      return { data: await disablePaymentMethod(app.db, agency, request.params.mid) };
    },
  );
}
