import { exchangeRateSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import { listExchangeRates } from "./service.ts";

/** Public like the banks: the deposit form of a visitor-facing page may show what a credit costs. */
export default async function rateRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/exchange-rates", { schema: { response: ok(z.array(exchangeRateSchema)) } }, async (request) => ({
      data: await listExchangeRates(app.db, request.agency.id),
    }));
}
