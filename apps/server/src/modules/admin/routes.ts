import {
  addDomainBody,
  adminAgencySchema,
  agencyParams,
  createAgencyBody,
  domainParams,
  noBody,
} from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { staffAuthRoutes, staffManagementRoutes } from "../staff/service.ts";
import backOfficeRoutes from "./back-office-routes.ts";
import staffEventRoutes from "./events-routes.ts";
import exceptionsRoutes from "./exceptions-routes.ts";
import { guardStaffApi, setStaffCookie, staffSessionOf, staffTokenOf } from "./guard.ts";
import operationsRoutes from "./operations-routes.ts";
import promotionsAdminRoutes from "./promotions-routes.ts";
import { addAgencyDomain, createAgencyWithDomains, removeAgencyDomain } from "./service.ts";

/**
 * The staff API: the back office's login (password, then the authenticator's code), and behind the
 * guard everything staff do — by a staff session of the right role, or by the admin token
 * (automation and the CLI; without ADMIN_TOKEN there is no token).
 */
export default async function adminRoutes(
  app: FastifyInstance,
  options: { token: string | undefined; heartbeatMs?: number },
) {
  await app.register(staffAuthRoutes, {
    sessionOf: (request) => staffSessionOf(app, request),
    setCookie: setStaffCookie,
    tokenOf: staffTokenOf,
  });

  await app.register(async (guarded) => {
    guardStaffApi(guarded, options);
    await guarded.register(operationsRoutes);
    await guarded.register(exceptionsRoutes);
    await guarded.register(promotionsAdminRoutes);
    await guarded.register(staffManagementRoutes);
    await guarded.register(agencyAdminRoutes);
    await guarded.register(backOfficeRoutes);
    await guarded.register(staffEventRoutes, { heartbeatMs: options.heartbeatMs });
  });
}

/** Agencies are made by platform owners; an agency's owner looks after its domains. */
async function agencyAdminRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/agencies",
    {
      config: {
        permission: "platform",
        audit: {
          action: "agency.create",
          target: (request) => ({ type: "agency", id: (request.body as { code: string }).code }),
        },
      },
      schema: { body: createAgencyBody, response: created(z.object({ agency: adminAgencySchema })) },
    },
    async (request, reply) => {
      const agency = await createAgencyWithDomains(app.db, request.body);
      await app.agencies.changed();
      request.log.info({ agency: agency.code }, "agency created");
      return reply.code(201).send({ data: { agency } });
    },
  );

  routes.post(
    "/agencies/:agency/domains",
    {
      config: {
        permission: "settings",
        audit: {
          action: "agency.domain.add",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
        },
      },
      schema: {
        params: agencyParams,
        body: addDomainBody,
        response: created(z.object({ agency: adminAgencySchema })),
      },
    },
    async (request, reply) => {
      const agency = await addAgencyDomain(app.db, request.params.agency, request.body.domain);
      await app.agencies.changed();
      request.log.info({ agency: agency.code, domain: request.body.domain }, "agency domain added");
      return reply.code(201).send({ data: { agency } });
    },
  );

  routes.post(
    "/agencies/:agency/domains/:domain/remove",
    {
      config: {
        permission: "settings",
        audit: {
          action: "agency.domain.remove",
          target: (request) => ({ type: "domain", id: (request.params as { domain: string }).domain }),
        },
      },
      schema: { params: domainParams, body: noBody, response: ok(z.object({ agency: adminAgencySchema })) },
    },
    async (request) => {
      const agency = await removeAgencyDomain(app.db, request.params.agency, request.params.domain);
      // Players' calls on that host are refused from now on, in every server process.
      await app.agencies.changed();
      request.log.info({ agency: agency.code, domain: request.params.domain }, "agency domain removed");
      return { data: { agency } };
    },
  );
}
