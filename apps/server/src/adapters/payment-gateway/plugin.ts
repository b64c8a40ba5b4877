import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import { timeLimitedGateway } from "../timeouts.ts";
import { SandboxPaymentGateway } from "./sandbox.ts";
import type { PaymentGateway } from "./types.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The gateway of agencies that chose none (PAYMENT_GATEWAY), and of the orders made with it. */
    paymentGateway: PaymentGateway;
    /** The sandbox gateway outside production, for its pay endpoint; undefined in production. */
    sandboxGateway: SandboxPaymentGateway | undefined;
  }
}

/** The gateway PAYMENT_GATEWAY names (a new gateway adds its name in config.ts and its case here). */
function configuredGateway(name: Config["paymentGateway"], sandbox: SandboxPaymentGateway): PaymentGateway {
  switch (name) {
    case "sandbox":
      return sandbox;
  }
}

export default fp(
  async function paymentGateways(
    app: FastifyInstance,
    options: { gateway?: PaymentGateway; timeoutMs: number },
  ) {
    // In production the sandbox pay endpoint is absent: only bank-signed payments can be paid.
    const sandbox = new SandboxPaymentGateway(app.db, app.config.paymentWebhookSecret);
    const gateway = timeLimitedGateway(
      options.gateway ?? configuredGateway(app.config.paymentGateway, sandbox),
      options.timeoutMs,
      app.metrics.observeAdapterCall,
    );
    app.decorate("paymentGateway", gateway);
    app.decorate("sandboxGateway", app.config.nodeEnv === "production" ? undefined : sandbox);
  },
  { name: "payment-gateways", dependencies: ["app-context", "metrics"] },
);
