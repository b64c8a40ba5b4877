import {
  agencyParams,
  type PaymentGatewaySettings,
  paymentGatewayBody,
  paymentGatewaySettingsSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { changeGatewaySettings, type GatewaySettingsDeps, gatewaySettingsOf } from "./service.ts";

/** PUBLIC_ORIGIN, else the origin the owner's call came to (its host is one the server serves). */
function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** The audit log keeps what changed, never the webhook address's token (nor, ever, the key). */
function audited(settings: unknown) {
  const { kind, baseUrl, sandbox, secretKeyLast4 } = settings as PaymentGatewaySettings;
  return { kind, baseUrl, sandbox, secretKeyLast4 };
}

export default async function paymentGatewayStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: GatewaySettingsDeps = {
    db: app.db,
    secrets: app.secretBox,
    production: app.config.nodeEnv === "production",
    now: app.now,
  };

  routes.get(
    "/agencies/:agency/payment-gateway",
    {
      config: { permission: "settings" },
      schema: { params: agencyParams, response: ok(paymentGatewaySettingsSchema) },
    },
    async (request) => ({ data: await gatewaySettingsOf(deps, request.agency, publicOrigin(app, request)) }),
  );

  routes.put(
    "/agencies/:agency/payment-gateway",
    {
      config: {
        permission: "settings",
        audit: {
          action: "payment-gateway.set",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
          before: async (request) =>
            audited(await gatewaySettingsOf(deps, request.agency, publicOrigin(app, request))),
          after: audited,
        },
      },
      schema: { params: agencyParams, body: paymentGatewayBody, response: ok(paymentGatewaySettingsSchema) },
    },
    async (request) => {
      const settings = await changeGatewaySettings(
        deps,
        request.agency,
        request.body,
        publicOrigin(app, request),
      );
      request.log.info(
        { agency: request.agency.code, kind: settings.kind, sandbox: settings.sandbox },
        "payment gateway changed",
      );
      return { data: settings };
    },
  );
}
