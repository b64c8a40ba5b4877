import { agencyParams, limitsSchema, setLimitsBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { setAmountLimits } from "./service.ts";

export default async function amountLimitStaffRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/agencies/:agency/limits",
    {
      config: {
        permission: "settings",
        audit: {
          action: "limits.set",
          target: (request) => ({ type: "limits", id: (request.body as { kind: string }).kind }),
        },
      },
      schema: {
        params: agencyParams,
        body: setLimitsBody,
        response: ok(limitsSchema),
      },
    },
    async (request) => ({ data: await setAmountLimits(app.db, request.agency, request.body) }),
  );
}
