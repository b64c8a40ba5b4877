import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { listAgencyBanks } from "./repository.ts";

const bankSchema = z.object({ code: z.string(), name: z.string(), logoUrl: z.string() });

/** Public: the footer shows the accepted banks to visitors too. */
export default async function bankRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/banks", { schema: { response: { 200: envelope(z.array(bankSchema)) } } }, async (request) => ({
      data: await listAgencyBanks(app.db, request.agency.id),
    }));
}
