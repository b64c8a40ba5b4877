import {
  agencyParams,
  noBody,
  type StaffAlertSettings,
  staffAlertSettingsBody,
  staffAlertSettingsSchema,
  staffAlertTestSchema,
} from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { alertSettingsOf, changeAlertSettings, sendTestMessage } from "./settings.ts";

/** The audit log keeps what changed and the token's last four, never the token. */
function audited(settings: unknown) {
  const { botTokenLast4, language, chats, depositAlertAbove } = settings as StaffAlertSettings;
  return { botTokenLast4, language, chats, depositAlertAbove };
}

const target = (request: { params: unknown }) => ({
  type: "agency" as const,
  id: (request.params as { agency: string }).agency,
});

export default async function staffAlertStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.staffAlertSettings;

  routes.get(
    "/agencies/:agency/alerts",
    {
      config: { permission: "settings" },
      schema: { params: agencyParams, response: ok(staffAlertSettingsSchema) },
    },
    async (request) => ({ data: await alertSettingsOf(app.db, request.agency) }),
  );

  routes.put(
    "/agencies/:agency/alerts",
    {
      config: {
        permission: "settings",
        audit: {
          action: "staff-alerts.set",
          target,
          before: async (request) => audited(await alertSettingsOf(app.db, request.agency)),
          after: audited,
        },
      },
      schema: { params: agencyParams, body: staffAlertSettingsBody, response: ok(staffAlertSettingsSchema) },
    },
    async (request) => {
      const settings = await changeAlertSettings(deps, request.agency, request.body);
      request.log.info(
        { agency: request.agency.code, language: settings.language, token: settings.botTokenLast4 !== null },
        "staff alerts changed",
      );
      return { data: settings };
    },
  );

  routes.post(
    "/agencies/:agency/alerts/test",
    {
      config: {
        permission: "settings",
        // A message sent out to the agency's chats: an effect outside, so recorded.
        audit: { action: "staff-alerts.test", target },
      },
      schema: { params: agencyParams, body: noBody, response: ok(staffAlertTestSchema) },
    },
    async (request) => {
      const result = await sendTestMessage(deps, request.agency);
      request.log.info(
        { agency: request.agency.code, ok: result.ok, failure: result.failure, topic: result.topic },
        "staff alerts test message sent",
      );
      return { data: result };
    },
  );
}
