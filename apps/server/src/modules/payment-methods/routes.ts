import { paymentMethodSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import { listPaymentMethods, toPaymentMethod } from "./service.ts";

export default async function paymentMethodRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/payment-methods", { schema: { response: ok(z.array(paymentMethodSchema)) } }, async (request) => {
      const [methods, gateway] = await Promise.all([
        listPaymentMethods(app.db, request.agency.id),
        app.paymentGateways.forAgency(request.agency.id),
      ]);
      // The deposit form offers the currencies of these methods: only those the agency's gateway takes.
      const taken = new Set<string>(gateway.currencies);
      return { data: methods.filter((method) => taken.has(method.currency)).map(toPaymentMethod) };
    });
}
