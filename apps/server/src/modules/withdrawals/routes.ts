import {
  createWithdrawalBody,
  orderCodeSchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  providerSchema,
  withdrawalStatuses,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { authenticated, requirePlayer } from "../../plugins/session.ts";
import { withdrawalsContext } from "./context.ts";
import { toWithdrawalOrder, withdrawalLimits } from "./orders.ts";
import { listOpenWithdrawals, listPlayerWithdrawals } from "./repository.ts";
import { createWithdrawal, playerWithdrawal } from "./service.ts";

export const withdrawalOrderSchema = z.object({
  code: z.string(),
  provider: providerSchema,
  amount: z.string(),
  creditReceived: z.string(),
  creditReturned: z.string(),
  bonusDeducted: z.string(),
  payout: z.string(),
  payoutCurrency: z.literal("LAK"),
  rate: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  status: z.enum(withdrawalStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const orderAnswer = envelope(withdrawalOrderSchema);
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export default async function withdrawalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => withdrawalsContext(app, request.log);

  routes.post(
    "/withdrawals",
    { onRequest: requirePlayer, schema: { body: createWithdrawalBody, response: { 201: orderAnswer } } },
    async (request, reply) => {
      const { player } = authenticated(request);
      const order = await createWithdrawal(context(request), request.agency, player, request.body);
      return reply.code(201).send({ data: toWithdrawalOrder(order) });
    },
  );

  routes.get(
    "/withdrawals",
    {
      onRequest: requirePlayer,
      schema: {
        querystring: pageQuery,
        response: {
          200: envelope(
            z.object({
              items: z.array(withdrawalOrderSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      const { items, total } = await listPlayerWithdrawals(app.db, player.id, request.query);
      return { data: { items: items.map(toWithdrawalOrder), ...request.query, total } };
    },
  );

  routes.get(
    "/withdrawals/open",
    { onRequest: requirePlayer, schema: { response: { 200: envelope(z.array(withdrawalOrderSchema)) } } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: (await listOpenWithdrawals(app.db, player.id)).map(toWithdrawalOrder) };
    },
  );

  // Public like the deposit limits: the form states the bounds before any order.
  routes.get(
    "/withdrawals/limits",
    { schema: { response: { 200: envelope(z.object({ min: z.string(), max: z.string() })) } } },
    async (request) => ({ data: await withdrawalLimits(app.db, request.agency.id) }),
  );

  routes.get(
    "/withdrawals/:code",
    {
      onRequest: requirePlayer,
      schema: { params: z.object({ code: orderCodeSchema }), response: { 200: orderAnswer } },
    },
    async (request) => {
      const { player } = authenticated(request);
      return {
        data: toWithdrawalOrder(await playerWithdrawal(context(request), player, request.params.code)),
      };
    },
  );
}
