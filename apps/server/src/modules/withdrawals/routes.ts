import {
  createWithdrawalBody,
  orderCodeSchema,
  pageQuery,
  pageSchema,
  withdrawalLimitsSchema,
  withdrawalOrderSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { withdrawalLimits } from "../amount-limits/service.ts";
import { appContext } from "../context.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { toWithdrawalOrder } from "./orders.ts";
import { createWithdrawal, playerWithdrawal } from "./player-withdrawals.ts";
import { listOpenWithdrawals } from "./repository.ts";
import { withdrawalHistory } from "./service.ts";

export default async function withdrawalRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.post(
    "/withdrawals",
    {
      onRequest: requirePlayer,
      schema: { body: createWithdrawalBody, response: created(withdrawalOrderSchema) },
    },
    async (request, reply) => {
      const { player } = authenticated(request);
      const order = await createWithdrawal(context(request), request.agency, player, request.body, {
        origin: `${request.protocol}://${request.host}`,
      });
      return reply.code(201).send({ data: toWithdrawalOrder(order) });
    },
  );

  routes.get(
    "/withdrawals",
    {
      onRequest: requirePlayer,
      schema: {
        querystring: pageQuery,
        response: ok(pageSchema(withdrawalOrderSchema)),
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await withdrawalHistory(app.db, player.id, request.query) };
    },
  );

  routes.get(
    "/withdrawals/open",
    { onRequest: requirePlayer, schema: { response: ok(z.array(withdrawalOrderSchema)) } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: (await listOpenWithdrawals(app.db, player.id)).map(toWithdrawalOrder) };
    },
  );

  // Public like the deposit limits: the form states the bounds before any order.
  routes.get(
    "/withdrawals/limits",
    { schema: { response: ok(withdrawalLimitsSchema) } },
    async (request) => ({ data: await withdrawalLimits(app.db, request.agency.id) }),
  );

  routes.get(
    "/withdrawals/:code",
    {
      onRequest: requirePlayer,
      schema: { params: z.object({ code: orderCodeSchema }), response: ok(withdrawalOrderSchema) },
    },
    async (request) => {
      const { player } = authenticated(request);
      return {
        data: toWithdrawalOrder(await playerWithdrawal(context(request), player, request.params.code)),
      };
    },
  );
}
