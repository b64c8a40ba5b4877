import type { AddressInfo } from "node:net";
import { formatAmount, sandboxPayBody, sandboxPaymentSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SandboxPaymentGateway, SignedWebhook } from "../../adapters/payment-gateway/sandbox.ts";
import { AppError } from "../../errors.ts";
import { created } from "../../http.ts";
import { bearerToken, tokensMatch } from "../../plugins/admin-token.ts";
import { findDepositByCode } from "./repository.ts";

const WEBHOOK_PATH = "/api/v2/payments/sandbox/webhook";

/** Where this server listens, as a loopback URL a bank's webhook would reach. */
function ownUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === "string") return undefined;
  const host =
    address.address === "0.0.0.0" || address.address === "::"
      ? "127.0.0.1"
      : address.family === "IPv6"
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Sends the webhook over HTTP like a bank would; a server not listening (tests) gets it injected. */
async function deliver(app: FastifyInstance, webhook: SignedWebhook): Promise<number> {
  const headers = { "content-type": "application/json", "x-signature": webhook.signature };
  const base = ownUrl(app);
  if (base === undefined) {
    const response = await app.inject({
      method: "POST",
      url: WEBHOOK_PATH,
      headers,
      payload: webhook.rawBody,
    });
    return response.statusCode;
  }
  const response = await fetch(new URL(WEBHOOK_PATH, base), {
    method: "POST",
    headers,
    body: webhook.rawBody,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The sandbox bank: outside production only, behind the admin token. */
export default async function sandboxRoutes(
  app: FastifyInstance,
  options: { token: string; gateway: SandboxPaymentGateway },
) {
  app.addHook("onRequest", async (request) => {
    const presented = bearerToken(request.headers.authorization);
    if (presented === undefined || !tokensMatch(options.token, presented)) {
      throw new AppError("UNAUTHENTICATED", "A valid admin token is required");
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/payments",
    {
      schema: {
        body: sandboxPayBody,
        response: created(sandboxPaymentSchema),
      },
    },
    async (request, reply) => {
      const order = await findDepositByCode(app.db, request.body.orderCode);
      if (order === undefined) throw new AppError("NOT_FOUND", "No such deposit order");
      const currency = order.currency as "LAK" | "THB" | "USD";
      const amount = formatAmount(request.body.amount ?? order.amount, currency) ?? order.amount;
      const payment = await options.gateway.recordPayment({
        orderCode: order.code,
        amount,
        currency,
        paidAt: app.now(),
      });
      let status: number | undefined;
      if (request.body.webhook)
        status = await deliver(app, options.gateway.signedWebhook(payment, app.now()));
      request.log.info({ order: order.code, amount: payment.amount, webhook: status }, "sandbox payment");
      return reply.code(201).send({
        data: {
          payment: { ...payment, paidAt: payment.paidAt.toISOString() },
          webhook: { sent: status !== undefined, ...(status !== undefined ? { status } : {}) },
        },
      });
    },
  );
}
