import { providerSchema, text } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { envelope } from "../../http.ts";
import { authenticated } from "../../plugins/session.ts";
import { playerCredits, providerCredit } from "./service.ts";

const creditSchema = z.object({ amount: z.string(), currency: z.string() });
const providerCreditSchema = z.object({ provider: providerSchema, credit: creditSchema });

export default async function creditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/players/credits",
    {
      schema: {
        response: {
          200: envelope(z.object({ credits: z.array(providerCreditSchema), total: creditSchema })),
        },
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await playerCredits(app, request.agency, player) };
    },
  );

  routes.get(
    "/players/credits/:provider",
    {
      schema: {
        params: z.object({ provider: text().max(64) }),
        response: { 200: envelope(providerCreditSchema) },
      },
    },
    async (request) => {
      const { player } = authenticated(request);
      const provider = providerSchema.safeParse(request.params.provider);
      if (!provider.success) throw new AppError("NOT_FOUND", "No such game provider");
      return { data: await providerCredit(app, request.agency, player, provider.data) };
    },
  );
}
