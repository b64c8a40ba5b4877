import {
  createDepositBody,
  currencySchema,
  depositStatuses,
  orderCodeSchema,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  providerSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { depositRateLimits } from "../../plugins/rate-limit.ts";
import { authenticated, requirePlayer } from "../../plugins/session.ts";
import { depositsContext } from "./context.ts";
import { toDepositOrder } from "./orders.ts";
import { listOpenDeposits, listPlayerDeposits } from "./repository.ts";
import { cancelDeposit, checkDeposit, createDeposit, depositLaoQr, playerDeposit } from "./service.ts";
import { listDepositLimits } from "./settings.ts";

export const depositOrderSchema = z.object({
  code: z.string(),
  provider: providerSchema,
  currency: currencySchema,
  amount: z.string(),
  credit: z.string(),
  bonus: z.string(),
  rate: z.string(),
  status: z.enum(depositStatuses),
  bankCode: z.string(),
  mid: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const orderAnswer = envelope(depositOrderSchema);
const codeParams = z.object({ code: orderCodeSchema });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
/** The action calls carry no body; an empty JSON object is accepted for clients that always send one. */
const noBody = z.object({}).strict().optional();

export default async function depositRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => depositsContext(app, request.log);

  routes.post(
    "/deposits",
    { onRequest: requirePlayer, schema: { body: createDepositBody, response: { 201: orderAnswer } } },
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
        response: {
          200: envelope(
            z.object({
              items: z.array(depositOrderSchema),
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
      const { items, total } = await listPlayerDeposits(app.db, player.id, request.query);
      return { data: { items: items.map(toDepositOrder), ...request.query, total } };
    },
  );

  routes.get(
    "/deposits/open",
    { onRequest: requirePlayer, schema: { response: { 200: envelope(z.array(depositOrderSchema)) } } },
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
        response: {
          200: envelope(z.array(z.object({ currency: currencySchema, min: z.string(), max: z.string() }))),
        },
      },
    },
    async (request) => ({ data: await listDepositLimits(app.db, request.agency.id) }),
  );

  routes.get(
    "/deposits/:code",
    { onRequest: requirePlayer, schema: { params: codeParams, response: { 200: orderAnswer } } },
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
        response: {
          200: envelope(
            z.object({
              payload: z.string(),
              amount: z.string(),
              currency: currencySchema,
              mid: z.string(),
              bankCode: z.string(),
              expiresAt: z.string(),
            }),
          ),
        },
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
      schema: { params: codeParams, body: noBody, response: { 200: orderAnswer } },
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
      schema: { params: codeParams, body: noBody, response: { 200: orderAnswer } },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: toDepositOrder(await cancelDeposit(context(request), player, request.params.code)) };
    },
  );
}
