import {
  blockingSchema,
  cancelPromotionUsageBody,
  noBody,
  pageQuery,
  pageSchema,
  promotionSchema,
  promotionUsageSchema,
  usePromotionBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { hasSuccessfulDeposit } from "../deposits/service.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { refuseIfExcluded } from "../protection/service.ts";
import { cancelUsage, currentUsage, livePromotions, usageHistory } from "./service.ts";
import { recheckUsage, usePromotion } from "./usages.ts";

/** The player's promotion calls, exactly the spec's paths. */
export default async function promotionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  // Public like the rates: the landing page shows the agency's promotions to visitors too.
  routes.get("/promotions", { schema: { response: ok(z.array(promotionSchema)) } }, async (request) => {
    const player = request.playerSession?.player;
    if (player) await refuseIfExcluded(app.db, player.id, app.now());
    return { data: await livePromotions(context(request), request.agency) };
  });

  routes.post(
    "/promotions/use",
    { onRequest: requirePlayer, schema: { body: usePromotionBody, response: created(promotionUsageSchema) } },
    async (request, reply) => {
      const { player } = authenticated(request);
      const usage = await usePromotion(context(request), request.agency, player, request.body);
      return reply.code(201).send({ data: usage });
    },
  );

  routes.get(
    "/players/promotions/using",
    { onRequest: requirePlayer, schema: { response: ok(promotionUsageSchema.nullable()) } },
    async (request) => ({ data: await currentUsage(context(request), authenticated(request).player) }),
  );

  routes.post(
    "/promotions/usages/recheck",
    {
      onRequest: requirePlayer,
      schema: { body: noBody, response: ok(promotionUsageSchema.nullable()) },
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
        response: ok(pageSchema(promotionUsageSchema)),
      },
    },
    async (request) => {
      return { data: await usageHistory(context(request), authenticated(request).player, request.query) };
    },
  );

  routes.post(
    "/promotions/usages/cancel",
    {
      onRequest: requirePlayer,
      schema: { body: cancelPromotionUsageBody, response: ok(promotionUsageSchema) },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await cancelUsage(context(request), request.agency, player, request.body.usageId) };
    },
  );

  routes.get(
    "/players/backlist",
    { onRequest: requirePlayer, schema: { response: ok(blockingSchema) } },
    async (request) => {
      const { player } = authenticated(request);
      return {
        data: { blocked: player.blocked, hasDeposited: await hasSuccessfulDeposit(app.db, player.id) },
      };
    },
  );
}
