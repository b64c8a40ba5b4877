import { bankSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import { listAgencyBanks } from "./service.ts";

/** Public: the footer shows the accepted banks to visitors too. */
export default async function bankRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/banks", { schema: { response: ok(z.array(bankSchema)) } }, async (request) => ({
      data: await listAgencyBanks(app.db, request.agency.id),
    }));
}
