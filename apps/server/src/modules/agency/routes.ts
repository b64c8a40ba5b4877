import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { toAgency } from "./service.ts";

const agencySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  telegram: z.string(),
  whatsapp: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  line: z.string(),
});

export default async function agencyRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/agency/info",
      { schema: { response: { 200: envelope(z.object({ agency: agencySchema })) } } },
      async (request) => ({ data: { agency: toAgency(request.agency) } }),
    );
}
