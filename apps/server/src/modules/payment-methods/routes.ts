import { paymentMethodSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import { listPaymentMethods, toPaymentMethod } from "./service.ts";

export default async function paymentMethodRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/payment-methods", { schema: { response: ok(z.array(paymentMethodSchema)) } }, async (request) => ({
      data: (await listPaymentMethods(app.db, request.agency.id)).map(toPaymentMethod),
    }));
}
