import { text, webhookAnswerSchema } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { PHAJAY_GATEWAY } from "../../adapters/payment-gateway/phajay/gateway.ts";
import { PaymentGatewayError, WebhookRejected } from "../../adapters/payment-gateway/types.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { phaJayWebhookAgency } from "../payment-gateway/service.ts";
import { receiveGatewayHint } from "./gateway-hint.ts";
import { receivePayment } from "./payment-received.ts";

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Far above PhaJay's documented webhook body. */
const PHAJAY_WEBHOOK_BODY_LIMIT = 8 * 1024;
/** Per address and agency address: PhaJay's retries fit easily; a flood of forged hints does not reach its API. */
const phaJayWebhookLimits = [
  {
    max: 120,
    timeWindow: 60_000,
    key: (request: FastifyRequest) => `${request.ip}|${(request.params as { token?: string }).token ?? ""}`,
  },
];

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
      const gateway = app.paymentGateway;
      if (request.params.gateway !== gateway.name) throw new AppError("NOT_FOUND", "No such payment gateway");
      let reading: Awaited<ReturnType<typeof gateway.readWebhook>>;
      try {
        reading = await gateway.readWebhook(request.rawBody ?? "", request.headers, app.now());
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.message }, "webhook refused");
        if (error.message.startsWith("webhook signature"))
          throw new AppError("UNAUTHENTICATED", error.message);
        throw new AppError("VALIDATION_ERROR", error.message);
      }
      if (reading.kind !== "verified") throw new AppError("NOT_FOUND", "No such payment gateway");
      const event = reading.event;
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

  // PhaJay signs nothing: the body is a hint, the token names the agency, and its status API decides.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/phajay/webhook/:token",
    {
      bodyLimit: PHAJAY_WEBHOOK_BODY_LIMIT,
      config: { csrf: false },
      preValidation: app.limitBy("phajay-webhook", phaJayWebhookLimits),
      schema: {
        params: z.object({ token: text().max(100) }),
        response: ok(webhookAnswerSchema),
      },
    },
    async (request) => {
      const received = { data: { received: true as const } };
      const context = appContext(app, request.log);
      const agencyId = await phaJayWebhookAgency(app.db, request.params.token);
      if (agencyId === undefined) {
        // The same answer as for a real agency: the address reveals nothing to whoever guesses at it.
        request.log.warn("PhaJay webhook on an address no agency has");
        return received;
      }
      const gateway = await context.paymentGateways.forOrder({ agencyId, gateway: PHAJAY_GATEWAY });
      let reference: string;
      try {
        const reading = await gateway.readWebhook(request.rawBody ?? "", request.headers, app.now());
        if (reading.kind !== "hint") throw new WebhookRejected("not a hint");
        reference = reading.reference;
      } catch (error) {
        if (!(error instanceof WebhookRejected)) throw error;
        request.log.warn({ reason: error.message }, "PhaJay webhook refused");
        throw new AppError("VALIDATION_ERROR", error.message);
      }
      try {
        const outcome = await receiveGatewayHint(context, { agencyId, gateway: PHAJAY_GATEWAY, reference });
        request.log.info({ reference, outcome }, "PhaJay webhook looked up");
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        const log = error.reason === "UNAUTHORIZED" ? request.log.error : request.log.warn;
        log.call(
          request.log,
          { reference, reason: error.reason, err: error.message },
          "PhaJay status not read",
        );
        // PhaJay sends it again; meanwhile the order's watch asks on its own.
        throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", "The payment's status could not be read now");
      }
      return received;
    },
  );
}
