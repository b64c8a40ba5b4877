import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolveSecretsKeys, SecretBox } from "../../plugins/secrets.ts";
import { AgencyPaymentGateways } from "./directory.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Each agency's payment gateway (sandbox or PhaJay), from its settings. */
    paymentGateways: AgencyPaymentGateways;
    /** Seals and opens the secrets kept in the database. */
    secretBox: SecretBox;
  }
}

export default fp(
  async function agencyPaymentGateways(app: FastifyInstance, options: { timeoutMs: number }) {
    const secretBox = new SecretBox(resolveSecretsKeys(app.config));
    app.decorate("secretBox", secretBox);
    app.decorate(
      "paymentGateways",
      new AgencyPaymentGateways({
        db: app.db,
        secrets: secretBox,
        fallback: app.paymentGateway,
        timeoutMs: options.timeoutMs,
        observe: app.metrics.observeAdapterCall,
        now: app.now,
      }),
    );
  },
  { name: "agency-payment-gateways", dependencies: ["app-context", "metrics", "payment-gateways"] },
);
