import { rateParams, ratesSchema, setRateBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { listExchangeRates, setExchangeRate } from "./service.ts";

export default async function rateStaffRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/agencies/:agency/rates/:currency",
    {
      config: {
        permission: "settings",
        audit: {
          action: "rates.set",
          target: (request) => ({ type: "rate", id: (request.params as { currency: string }).currency }),
          before: (request) => listExchangeRates(app.db, request.agency.id),
        },
      },
      schema: { params: rateParams, body: setRateBody, response: ok(ratesSchema) },
    },
    async (request) => {
      const rates = await setExchangeRate(app.db, request.agency, {
        currency: request.params.currency,
        ...request.body,
      });
      return { data: rates };
    },
  );
}
