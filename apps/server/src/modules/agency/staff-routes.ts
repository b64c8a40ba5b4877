import {
  addDomainBody,
  adminAgencySchema,
  agencyParams,
  agencyProfileBody,
  agencySettingsSchema,
  createAgencyBody,
  domainParams,
  noBody,
  thresholdBody,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { created, ok } from "../../http.ts";
import { listDepositLimits, withdrawalLimits } from "../amount-limits/service.ts";
import { listAllAgencyBanks } from "../banks/service.ts";
import { listPaymentMethods, toPaymentMethod } from "../payment-methods/service.ts";
import { promotionCreditThreshold, setPromotionCreditThreshold } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import {
  addAgencyDomain,
  createAgencyWithDomains,
  listDomains,
  removeAgencyDomain,
  updateAgencyProfile,
} from "./service.ts";

/** The settings screen: the agency's profile with what it offers, read from each module. */
async function settingsOf(app: FastifyInstance, agency: AgencyRow) {
  const [domains, rates, depositLimits, withdrawal, methods, banks, threshold] = await Promise.all([
    listDomains(app.db, agency.id),
    listExchangeRates(app.db, agency.id),
    listDepositLimits(app.db, agency.id),
    withdrawalLimits(app.db, agency.id),
    listPaymentMethods(app.db, agency.id),
    listAllAgencyBanks(app.db, agency.id),
    promotionCreditThreshold(app.db, agency.id),
  ]);
  return {
    agency: {
      code: agency.code,
      name: agency.name,
      logoUrl: agency.logoUrl,
      whatsapp: agency.whatsapp,
      line: agency.line,
      facebook: agency.facebook,
      telegram: agency.telegram,
      twitter: agency.twitter,
    },
    domains,
    rates,
    depositLimits,
    withdrawalLimits: withdrawal,
    paymentMethods: methods.map(toPaymentMethod),
    banks,
    promotionCreditThreshold: new Decimal(threshold).toFixed(2),
  };
}

/** Agencies are made by platform owners; an agency's owner looks after its domains and settings. */
export default async function agencyStaffRoutes(app: FastifyInstance) {
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
      const agency = await addAgencyDomain(app.db, request.agency, request.body.domain);
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
      const agency = await removeAgencyDomain(app.db, request.agency, request.params.domain);
      // Players' calls on that host are refused from now on, in every server process.
      await app.agencies.changed();
      request.log.info({ agency: agency.code, domain: request.params.domain }, "agency domain removed");
      return { data: { agency } };
    },
  );

  routes.get(
    "/agencies/:agency/settings",
    {
      config: { permission: "settings" },
      schema: { params: agencyParams, response: ok(agencySettingsSchema) },
    },
    async (request) => ({ data: await settingsOf(app, request.agency) }),
  );

  routes.put(
    "/agencies/:agency/profile",
    {
      config: {
        permission: "settings",
        audit: {
          action: "agency.profile",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
          before: async (request) => (await settingsOf(app, request.agency)).agency,
        },
      },
      schema: { params: agencyParams, body: agencyProfileBody, response: ok(agencySettingsSchema) },
    },
    async (request) => {
      const updated = await updateAgencyProfile(app.db, request.agency, request.body);
      await app.agencies.changed();
      return { data: await settingsOf(app, updated) };
    },
  );

  routes.put(
    "/agencies/:agency/promotion-threshold",
    {
      config: {
        permission: "settings",
        audit: {
          action: "promotion-threshold.set",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
        },
      },
      schema: { params: agencyParams, body: thresholdBody, response: ok(agencySettingsSchema) },
    },
    async (request) => {
      await setPromotionCreditThreshold(app.db, request.agency.id, request.body.promotionCreditThreshold);
      return { data: await settingsOf(app, request.agency) };
    },
  );
}
