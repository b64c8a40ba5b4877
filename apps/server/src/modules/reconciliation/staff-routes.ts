import { agencyParams, reconciliationQuery, reconciliationSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { reconcileDay } from "./service.ts";

/** Read-only, for every role that reads the agency's orders. */
export default async function reconciliationStaffRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/agencies/:agency/reconciliation",
    {
      config: { permission: "orders.read" },
      schema: { params: agencyParams, querystring: reconciliationQuery, response: ok(reconciliationSchema) },
    },
    async (request) => ({
      data: await reconcileDay(
        app.db,
        { agencyId: request.agency.id, includeUnassigned: request.staffActor.platform },
        request.query.day,
        app.now(),
      ),
    }),
  );
}
