import { isStorableText } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { hostWithoutPort } from "./service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the tenancy hook for every /api/v2 call; a call never reaches a handler without it. */
    agency: AgencyRow;
  }
}

/** The agency is the one whose registered domain is the request's host (local hosts: the default). */
export async function resolveAgency(app: FastifyInstance, request: FastifyRequest): Promise<AgencyRow> {
  const host = hostWithoutPort(request.host ?? "");
  // The host is looked up in the database, which refuses NUL and unpaired surrogates.
  if (!isStorableText(host)) throw new AppError("VALIDATION_ERROR", "The Host header is not valid");
  const agency = await app.agencies.forHost(host);
  if (agency === undefined) throw new AppError("AGENCY_NOT_FOUND");
  return agency;
}

/** Registered inside the /api/v2 scope: every call there is bound to one agency. */
export default fp(
  async function tenancy(app: FastifyInstance) {
    app.decorateRequest("agency", null as unknown as AgencyRow);
    // A callback hook: the agency is nearly always cached, and then nothing is awaited at all.
    app.addHook("onRequest", (request, _reply, done) => {
      const cached = app.agencies.cachedForHost(hostWithoutPort(request.host ?? ""));
      if (cached !== undefined) {
        request.agency = cached;
        return done();
      }
      resolveAgency(app, request).then((agency) => {
        request.agency = agency;
        done();
      }, done);
    });
  },
  { name: "tenancy", dependencies: ["agency-directory"] },
);
