import {
  agencyParams,
  type GameProviderSettings,
  gameProviderBody,
  gameProviderSettingsSchema,
  noBody,
  providerSchema,
  providerTestSchema,
} from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http.ts";
import {
  changeProviderSettings,
  type ProviderSettingsDeps,
  providerSettingOf,
  providerSettingsOf,
  testProviderConnection,
} from "./service.ts";

const providerParams = agencyParams.extend({ provider: providerSchema });

/** The audit log keeps the account, never the key (only its last four) nor the live health figures. */
function audited(settings: unknown) {
  const { provider, kind, baseUrl, agent, productId, lobbyCode, reconcile, apiKeyLast4 } =
    settings as GameProviderSettings;
  return { provider, kind, baseUrl, agent, productId, lobbyCode, reconcile, apiKeyLast4 };
}

export default async function gameProviderStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: ProviderSettingsDeps = {
    db: app.db,
    secrets: app.secretBox,
    directory: app.gameProviderAccounts,
    production: app.config.nodeEnv === "production",
    now: app.now,
  };

  routes.get(
    "/agencies/:agency/game-providers",
    {
      // The cashier's dashboard shows each provider's health: read by the dashboard's roles, never a key.
      config: { permission: "dashboard" },
      schema: { params: agencyParams, response: ok(z.array(gameProviderSettingsSchema)) },
    },
    async (request) => ({ data: await providerSettingsOf(deps, request.agency) }),
  );

  routes.put(
    "/agencies/:agency/game-providers/:provider",
    {
      config: {
        permission: "settings",
        audit: {
          action: "game-provider.set",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
          before: async (request) => {
            const { provider } = request.params as z.infer<typeof providerParams>;
            return audited(await providerSettingOf(deps, request.agency, provider));
          },
          after: audited,
        },
      },
      schema: { params: providerParams, body: gameProviderBody, response: ok(gameProviderSettingsSchema) },
    },
    async (request) => {
      const { provider } = request.params;
      const settings = await changeProviderSettings(deps, request.agency, provider, request.body);
      request.log.info(
        { agency: request.agency.code, provider, kind: settings.kind },
        "game provider changed",
      );
      return { data: settings };
    },
  );

  routes.post(
    "/agencies/:agency/game-providers/:provider/test",
    {
      config: {
        permission: "settings",
        // It creates the probe member at the provider: a call with an effect outside, so recorded.
        audit: {
          action: "game-provider.test",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
        },
      },
      schema: { params: providerParams, body: noBody, response: ok(providerTestSchema) },
    },
    async (request) => {
      const { provider } = request.params;
      const result = await testProviderConnection(deps, request.agency, provider);
      request.log.info(
        { agency: request.agency.code, provider, ok: result.ok, failure: result.failure },
        "game provider connection tested",
      );
      return { data: result };
    },
  );
}
