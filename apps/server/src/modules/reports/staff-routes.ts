import { agencyParams, dashboardSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { dashboard } from "./service.ts";

/** The back office's dashboard: the agency's last 30 days. */
export default async function reportStaffRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/agencies/:agency/dashboard",
    {
      config: { permission: "dashboard" },
      schema: { params: agencyParams, response: ok(dashboardSchema) },
    },
    async (request) => ({ data: await dashboard(app.db, request.agency.id, app.now()) }),
  );
}
