import {
  addPaymentMethodBody,
  agencyParams,
  noBody,
  paymentMethodParams,
  paymentMethodSchema,
} from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { addPaymentMethod, disablePaymentMethod, enablePaymentMethod } from "./service.ts";

/** Staff add the agency's merchant ids, and take them out of (or back into) the deposit form. */
export default async function paymentMethodStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/agencies/:agency/payment-methods",
    {
      config: {
        permission: "settings",
        audit: {
          action: "payment-method.add",
          target: (request) => ({ type: "payment-method", id: (request.body as { mid: string }).mid }),
        },
      },
      schema: {
        params: agencyParams,
        body: addPaymentMethodBody,
        response: created(paymentMethodSchema),
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addPaymentMethod(app.db, request.agency, request.body) }),
  );

  for (const [action, change] of [
    ["disable", disablePaymentMethod],
    ["enable", enablePaymentMethod],
  ] as const) {
    routes.post(
      `/agencies/:agency/payment-methods/:mid/${action}`,
      {
        config: {
          permission: "settings",
          audit: {
            action: `payment-method.${action}`,
            target: (request) => ({ type: "payment-method", id: (request.params as { mid: string }).mid }),
          },
        },
        schema: { params: paymentMethodParams, body: noBody, response: ok(z.array(paymentMethodSchema)) },
      },
      async (request) => ({ data: await change(app.db, request.agency, request.params.mid) }),
    );
  }
}
