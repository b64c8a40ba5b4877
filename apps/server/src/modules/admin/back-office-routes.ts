import {
  agencyParams,
  agencyProfileBody,
  agencySettingsSchema,
  bankParams,
  dashboardSchema,
  noBody,
  type Provider,
  pageSchema,
  paymentMethodParams,
  paymentMethodSchema,
  playerListQuery,
  playerParams,
  providers,
  staffBankSchema,
  staffPlayerDetailSchema,
  staffPlayerSchema,
  thresholdBody,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { type AgencyRow, listDomains, requireAgency, updateAgencyProfile } from "../agency/service.ts";
import { listDepositLimits, withdrawalLimits } from "../amount-limits/service.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import { listAllAgencyBanks, setBankEnabled } from "../banks/service.ts";
import { playerDepositsForStaff } from "../deposits/service.ts";
import { latestPlayerLedger } from "../ledger/service.ts";
import { enablePaymentMethod, listPaymentMethods, toPaymentMethod } from "../payment-methods/service.ts";
import { findPlayerByUsername, listAgencyPlayers, type PlayerRow } from "../players/service.ts";
import { promotionCreditThreshold, setPromotionCreditThreshold } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import { dashboard } from "../reports/service.ts";
import { liveCredit } from "../wallets/service.ts";
import { playerWithdrawalsForStaff } from "../withdrawals/service.ts";

const LEDGER_SHOWN = 100;

function toStaffPlayer(row: PlayerRow) {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    blocked: row.blocked,
    createdAt: row.createdAt.toISOString(),
  };
}

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

/** The back office's screens that are views over several modules: dashboard, players, settings. */
export default async function backOfficeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/agencies/:agency/dashboard",
    { config: { permission: "dashboard" }, schema: { params: agencyParams, response: ok(dashboardSchema) } },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      return { data: await dashboard(app.db, agency.id, app.now()) };
    },
  );

  routes.get(
    "/agencies/:agency/players",
    {
      config: { permission: "players.read" },
      schema: {
        params: agencyParams,
        querystring: playerListQuery,
        response: ok(pageSchema(staffPlayerSchema)),
      },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      const { items, total } = await listAgencyPlayers(app.db, agency.id, request.query);
      const { page, pageSize } = request.query;
      return { data: { items: items.map(toStaffPlayer), page, pageSize, total } };
    },
  );

  routes.get(
    "/agencies/:agency/players/:username",
    {
      config: { permission: "players.read" },
      schema: { params: playerParams, response: ok(staffPlayerDetailSchema) },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      const player = await findPlayerByUsername(
        app.db,
        agency.id,
        request.params.username.trim().toLowerCase(),
      );
      if (player === undefined) throw new AppError("NOT_FOUND", `No player ${request.params.username}`);
      const credit = async (provider: Provider) => {
        try {
          return { provider, amount: await liveCredit(app, agency, player, provider) };
        } catch (error) {
          // A provider that cannot answer right now does not hide the rest of the player.
          request.log.warn({ err: error, provider }, "credit not read for staff");
          return { provider, amount: null };
        }
      };
      const [bankAccounts, credits, ledger, deposits, withdrawals] = await Promise.all([
        listBankAccounts(app.db, player.id),
        Promise.all(providers.map(credit)),
        latestPlayerLedger(app.db, player.id, LEDGER_SHOWN),
        playerDepositsForStaff(app.db, player.id),
        playerWithdrawalsForStaff(app.db, player.id),
      ]);
      return {
        data: {
          player: toStaffPlayer(player),
          bankAccounts,
          credits,
          ledger: ledger.map((entry) => ({
            id: entry.id,
            provider: entry.provider,
            kind: entry.kind,
            amount: new Decimal(entry.amount).toFixed(2),
            currency: entry.currency,
            orderCode: entry.orderCode,
            createdAt: entry.createdAt.toISOString(),
          })),
          deposits,
          withdrawals,
        },
      };
    },
  );

  routes.get(
    "/agencies/:agency/settings",
    {
      config: { permission: "settings" },
      schema: { params: agencyParams, response: ok(agencySettingsSchema) },
    },
    async (request) => ({ data: await settingsOf(app, await requireAgency(app.db, request.params.agency)) }),
  );

  routes.put(
    "/agencies/:agency/profile",
    {
      config: {
        permission: "settings",
        audit: {
          action: "agency.profile",
          target: (request) => ({ type: "agency", id: (request.params as { agency: string }).agency }),
          before: async (request) =>
            (
              await settingsOf(
                app,
                await requireAgency(app.db, (request.params as { agency: string }).agency),
              )
            ).agency,
        },
      },
      schema: { params: agencyParams, body: agencyProfileBody, response: ok(agencySettingsSchema) },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      const updated = await updateAgencyProfile(app.db, agency, request.body);
      await app.agencies.changed();
      return { data: await settingsOf(app, updated) };
    },
  );

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
        const agency = await requireAgency(app.db, request.params.agency);
        const bank = await setBankEnabled(app.db, agency.id, request.params.code, enabled);
        if (bank === undefined) throw new AppError("NOT_FOUND", `No bank ${request.params.code}`);
        return { data: bank };
      },
    );
  }

  routes.post(
    "/agencies/:agency/payment-methods/:mid/enable",
    {
      config: {
        permission: "settings",
        audit: {
          action: "payment-method.enable",
          target: (request) => ({ type: "payment-method", id: (request.params as { mid: string }).mid }),
        },
      },
      schema: { params: paymentMethodParams, body: noBody, response: ok(z.array(paymentMethodSchema)) },
    },
    async (request) => {
      const agency = await requireAgency(app.db, request.params.agency);
      return { data: await enablePaymentMethod(app.db, agency, request.params.mid) };
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
      const agency = await requireAgency(app.db, request.params.agency);
      await setPromotionCreditThreshold(app.db, agency.id, request.body.promotionCreditThreshold);
      return { data: await settingsOf(app, agency) };
    },
  );
}
