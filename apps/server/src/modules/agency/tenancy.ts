import { isStorableText } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../errors.ts";
import type { AgencyRow } from "./repository.ts";
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
    app.addHook("onRequest", async (request) => {
      request.agency = await resolveAgency(app, request);
    });
  },
  { name: "tenancy", dependencies: ["agency-directory"] },
);
