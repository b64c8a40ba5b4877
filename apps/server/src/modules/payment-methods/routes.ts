import { currencySchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { listPaymentMethods, toPaymentMethod } from "./repository.ts";

const paymentMethodSchema = z.object({
  isEnabled: z.boolean(),
  code: z.string(),
  mid: z.string(),
  displayName: z.string(),
  currency: currencySchema,
});

export default async function paymentMethodRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/payment-methods",
      { schema: { response: { 200: envelope(z.array(paymentMethodSchema)) } } },
      async (request) => ({
        data: (await listPaymentMethods(app.db, request.agency.id)).map(toPaymentMethod),
      }),
    );
}
