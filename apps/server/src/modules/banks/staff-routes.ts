import { bankParams, noBody, staffBankSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { setBankEnabled } from "./service.ts";

export default async function bankStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [action, enabled] of [
    ["enable", true],
    ["disable", false],
  ] as const) {
    routes.post(
      `/agencies/:agency/banks/:code/${action}`,
      {
        config: {
          permission: "settings",
          audit: {
            action: `bank.${action}`,
            target: (request) => ({ type: "bank", id: (request.params as { code: string }).code }),
          },
        },
        schema: { params: bankParams, body: noBody, response: ok(staffBankSchema) },
      },
      async (request) => {
        const bank = await setBankEnabled(app.db, request.agency.id, request.params.code, enabled);
        if (bank === undefined) throw new AppError("NOT_FOUND", `No bank ${request.params.code}`);
        return { data: bank };
      },
    );
  }
}
