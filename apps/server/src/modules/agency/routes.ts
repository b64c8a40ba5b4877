import { agencyInfoSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { toAgency } from "./service.ts";

export default async function agencyRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/agency/info", { schema: { response: ok(agencyInfoSchema) } }, async (request) => ({
      data: { agency: toAgency(request.agency) },
    }));
}
