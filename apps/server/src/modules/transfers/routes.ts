import {
  createCreditTransferBody,
  creditTransferAnswerSchema,
  creditTransferSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  pageQuery,
  pageSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { transferRateLimits } from "../../plugins/rate-limit.ts";
import { appContext } from "../context.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { toCreditTransfer } from "./legs.ts";
import { createCreditTransfer, transferHistory } from "./player-transfers.ts";

export default async function creditTransferRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.post(
    "/credits/transfers",
    {
      onRequest: requirePlayer,
      preValidation: app.limitBy("credit-transfer", transferRateLimits.create),
      schema: {
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: createCreditTransferBody,
        response: created(creditTransferAnswerSchema),
      },
    },
    async (request, reply) => {
      const { player } = authenticated(request);
      const transfer = await createCreditTransfer(
        context(request),
        request.agency,
        player,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(201).send({ data: { transfer: toCreditTransfer(transfer) } });
    },
  );

  routes.get(
    "/credits/transfers",
    {
      onRequest: requirePlayer,
      schema: { querystring: pageQuery, response: ok(pageSchema(creditTransferSchema)) },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await transferHistory(context(request), player, request.query) };
    },
  );
}
