import { addDomainBody, adminAgencySchema, agencyCodeSchema, createAgencyBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { created } from "../../http.ts";
import { bearerToken, tokensMatch } from "../../plugins/admin-token.ts";
import exceptionsRoutes from "./exceptions-routes.ts";
import operationsRoutes from "./operations-routes.ts";
import promotionsAdminRoutes from "./promotions-routes.ts";

import { addAgencyDomain, createAgencyWithDomains } from "./service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who is acting on the admin API: recorded with what they resolve. */
    staffActor: StaffActor;
  }
}

export interface StaffActor {
  name: string;
  /** Platform-wide: sees every agency, and payments whose order matched no agency. */
  platform: boolean;
}

const TOKEN_ACTOR: StaffActor = { name: "admin-token", platform: true };

/** The staff API (agencies, operations, exceptions), only registered when an admin token exists. */
export default async function adminRoutes(app: FastifyInstance, options: { token: string }) {
  app.decorateRequest("staffActor", null as unknown as StaffActor);
  app.addHook("onRequest", async (request) => {
    const presented = bearerToken(request.headers.authorization);
    if (presented === undefined || !tokensMatch(options.token, presented)) {
      throw new AppError("UNAUTHENTICATED", "A valid admin token is required");
    }
    request.staffActor = TOKEN_ACTOR;
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(operationsRoutes);
  await app.register(exceptionsRoutes);
  await app.register(promotionsAdminRoutes);

  routes.post(
    "/agencies",
    { schema: { body: createAgencyBody, response: created(z.object({ agency: adminAgencySchema })) } },
    async (request, reply) => {
      const agency = await createAgencyWithDomains(app.db, request.body);
      request.log.info({ agency: agency.code }, "agency created");
      return reply.code(201).send({ data: { agency } });
    },
  );

  routes.post(
    "/agencies/:code/domains",
    {
      schema: {
        params: z.object({ code: agencyCodeSchema }),
        body: addDomainBody,
        response: created(z.object({ agency: adminAgencySchema })),
      },
    },
    async (request, reply) => {
      const agency = await addAgencyDomain(app.db, request.params.code, request.body.domain);
      request.log.info({ agency: agency.code, domain: request.body.domain }, "agency domain added");
      return reply.code(201).send({ data: { agency } });
    },
  );
}
