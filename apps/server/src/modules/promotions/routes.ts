import {
  blockingSchema,
  cancelPromotionUsageBody,
  promotionSchema,
  promotionUsageSchema,
  usePromotionBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, pageQuery } from "../../http.ts";
import { authenticated, requirePlayer } from "../../plugins/session.ts";
import { promotionsContext } from "./context.ts";
import {
  cancelUsage,
  currentUsage,
  livePromotions,
  recheckUsage,
  usageHistory,
  usePromotion,
} from "./service.ts";

const usageAnswer = envelope(promotionUsageSchema);
const usageOrNothing = envelope(promotionUsageSchema.nullable());

/** The player's promotion calls, exactly the spec's paths. */
export default async function promotionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => promotionsContext(app, request.log);

  // Public like the rates: the landing page shows the agency's promotions to visitors too.
  routes.get(
    "/promotions",
    { schema: { response: { 200: envelope(z.array(promotionSchema)) } } },
    async (request) => ({ data: await livePromotions(context(request), request.agency) }),
  );

  routes.post(
    "/promotions/use",
    { onRequest: requirePlayer, schema: { body: usePromotionBody, response: { 201: usageAnswer } } },
    async (request, reply) => {
      const { player } = authenticated(request);
      const usage = await usePromotion(context(request), request.agency, player, request.body);
      return reply.code(201).send({ data: usage });
    },
  );

  routes.get(
    "/players/promotions/using",
    { onRequest: requirePlayer, schema: { response: { 200: usageOrNothing } } },
    async (request) => ({ data: await currentUsage(context(request), authenticated(request).player) }),
  );

  routes.post(
    "/promotions/usages/recheck",
    {
      onRequest: requirePlayer,
      schema: { body: z.strictObject({}).optional(), response: { 200: usageOrNothing } },
    },
    async (request) => ({
      data: await recheckUsage(context(request), request.agency, authenticated(request).player),
    }),
  );

  routes.get(
    "/promotions/usages",
    {
      onRequest: requirePlayer,
      schema: {
        querystring: pageQuery,
        response: {
          200: envelope(
            z.object({
              items: z.array(promotionUsageSchema),
              page: z.number(),
              pageSize: z.number(),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { items, total } = await usageHistory(
        context(request),
        authenticated(request).player,
        request.query,
      );
      return { data: { items, ...request.query, total } };
    },
  );

  routes.post(
    "/promotions/usages/cancel",
    { onRequest: requirePlayer, schema: { body: cancelPromotionUsageBody, response: { 200: usageAnswer } } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await cancelUsage(context(request), request.agency, player, request.body.usageId) };
    },
  );

  routes.get(
    "/players/backlist",
    { onRequest: requirePlayer, schema: { response: { 200: envelope(blockingSchema) } } },
    async (request) => ({ data: { blocked: authenticated(request).player.blocked } }),
  );
}
