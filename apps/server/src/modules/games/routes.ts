import { gameSchema, gamesQuery, launchAnswerSchema, launchGameBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { GameCatalogue, launchGame } from "./service.ts";

/** The game catalogue (public: the landing page shows it) and the launch of a game. */
export default async function gameRoutes(app: FastifyInstance, options: { catalogue?: GameCatalogue } = {}) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The app's own, which the home screens' pages read too; a catalogue of its own in a test app.
  const catalogue = options.catalogue ?? new GameCatalogue(app.agencyGameProviders, app.now);

  routes.get(
    "/games",
    { schema: { querystring: gamesQuery, response: ok(z.array(gameSchema)) } },
    async (request) => ({ data: await catalogue.list(request.agency.id, request.query) }),
  );

  routes.get("/games/alphabet", { schema: { response: ok(z.array(gameSchema)) } }, async (request) => ({
    data: await catalogue.of(request.agency.id, "alphabet"),
  }));

  routes.post(
    "/games/launch",
    {
      onRequest: requirePlayer,
      schema: { body: launchGameBody, response: ok(launchAnswerSchema) },
    },
    async (request) => {
      return {
        data: await launchGame(appContext(app, request.log), catalogue, {
          agency: request.agency,
          playerSession: authenticated(request),
          body: request.body,
          origin: `${request.protocol}://${request.host}`,
          userAgent: request.headers["user-agent"] ?? "",
        }),
      };
    },
  );
}
