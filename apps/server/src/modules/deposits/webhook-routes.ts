import { text, webhookAnswerSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { WebhookRejected } from "../../adapters/payment-gateway/types.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { receivePayment } from "./payment-received.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Outside the agency scope (the order code names it) and CSRF-exempt: the HMAC over the raw body authenticates it. */
export default async function webhookRoutes(app: FastifyInstance) {
  // The signature covers the exact bytes sent, so this scope keeps the raw body beside the parsed one.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === "" ? {} : JSON.parse(body as string));
    } catch {
      done(new AppError("VALIDATION_ERROR", "The request body is not valid JSON"), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/:gateway/webhook",
    {
      config: { csrf: false },
      schema: {
        params: z.object({ gateway: text().max(32) }),
        response: ok(webhookAnswerSchema),
      },
    },
    async (request) => {
      const gateway = app.paymentGateways.get(request.params.gateway);
      if (gateway === undefined) throw new AppError("NOT_FOUND", "No such payment gateway");
      let event: ReturnType<typeof gateway.verifyWebhook>;
      try {
        event = gateway.verifyWebhook(
          request.rawBody ?? "",
          request.headers["x-signature"] as string,
          app.now(),
        );
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.message }, "webhook refused");
        if (error.message.startsWith("webhook signature"))
          throw new AppError("UNAUTHENTICATED", error.message);
        throw new AppError("VALIDATION_ERROR", error.message);
      }
      await receivePayment(appContext(app, request.log), {
        gateway: gateway.name,
        eventId: event.eventId,
        payment: {
          orderCode: event.orderCode,
          amount: event.amount,
          currency: event.currency,
          reference: event.reference,
          paidAt: new Date(event.paidAt),
        },
        payload: event,
      });
      // Recorded whatever the outcome (a replay, a mismatch): a retry would change nothing.
      return { data: { received: true as const } };
    },
  );
}
