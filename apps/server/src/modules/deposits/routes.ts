import {
  createDepositBody,
  depositLaoQrSchema,
  depositLimitSchema,
  depositOrderSchema,
  noBody,
  orderCodeSchema,
  pageQuery,
  pageSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { depositRateLimits } from "../../plugins/rate-limit.ts";
import { listDepositLimits } from "../amount-limits/service.ts";
import { appContext } from "../context.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { toDepositOrder } from "./orders.ts";
import {
  cancelDeposit,
  checkDeposit,
  createDeposit,
  depositLaoQr,
  playerDeposit,
} from "./player-deposits.ts";
import { listOpenDeposits } from "./repository.ts";
import { depositHistory } from "./service.ts";

const codeParams = z.object({ code: orderCodeSchema });

export default async function depositRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.post(
    "/deposits",
    { onRequest: requirePlayer, schema: { body: createDepositBody, response: created(depositOrderSchema) } },
    async (request, reply) => {
      const { player } = authenticated(request);
      const order = await createDeposit(context(request), request.agency, player, request.body);
      return reply.code(201).send({ data: toDepositOrder(order) });
    },
  );

  routes.get(
    "/deposits",
    {
      onRequest: requirePlayer,
      schema: {
        querystring: pageQuery,
        response: ok(pageSchema(depositOrderSchema)),
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await depositHistory(app.db, player.id, request.query) };
    },
  );

  routes.get(
    "/deposits/open",
    { onRequest: requirePlayer, schema: { response: ok(z.array(depositOrderSchema)) } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: (await listOpenDeposits(app.db, player.id)).map(toDepositOrder) };
    },
  );

  // Public like the exchange rates: the deposit form states the agency's bounds before any order.
  routes.get(
    "/deposits/limits",
    {
      schema: {
        response: ok(z.array(depositLimitSchema)),
      },
    },
    async (request) => ({ data: await listDepositLimits(app.db, request.agency.id) }),
  );

  routes.get(
    "/deposits/:code",
    { onRequest: requirePlayer, schema: { params: codeParams, response: ok(depositOrderSchema) } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: toDepositOrder(await playerDeposit(context(request), player, request.params.code)) };
    },
  );

  routes.get(
    "/deposits/:code/laoqr",
    {
      onRequest: requirePlayer,
      schema: {
        params: codeParams,
        response: ok(depositLaoQrSchema),
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await depositLaoQr(context(request), request.agency, player, request.params.code) };
    },
  );

  routes.post(
    "/deposits/:code/check",
    {
      onRequest: requirePlayer,
      preValidation: app.limitBy("deposit-check", depositRateLimits.check),
      schema: { params: codeParams, body: noBody, response: ok(depositOrderSchema) },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: toDepositOrder(await checkDeposit(context(request), player, request.params.code)) };
    },
  );

  routes.post(
    "/deposits/:code/cancel",
    {
      onRequest: requirePlayer,
      schema: { params: codeParams, body: noBody, response: ok(depositOrderSchema) },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: toDepositOrder(await cancelDeposit(context(request), player, request.params.code)) };
    },
  );
}
