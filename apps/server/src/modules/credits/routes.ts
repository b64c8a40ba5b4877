import { playerCreditsSchema, providerCreditSchema, providerSchema, text } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { authenticated } from "../players/session.ts";
import { playerCredits, providerCredit } from "./service.ts";

export default async function creditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/players/credits",
    {
      schema: {
        response: ok(playerCreditsSchema),
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await playerCredits(appContext(app, request.log), request.agency, player) };
    },
  );

  routes.get(
    "/players/credits/:provider",
    {
      schema: {
        params: z.object({ provider: text().max(64) }),
        response: ok(providerCreditSchema),
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      const provider = providerSchema.safeParse(request.params.provider);
      if (!provider.success) throw new AppError("NOT_FOUND", "No such game provider");
      return {
        data: await providerCredit(appContext(app, request.log), request.agency, player, provider.data),
      };
    },
  );
}
