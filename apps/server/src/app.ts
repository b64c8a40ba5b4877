import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import cookie from "@fastify/cookie";
import { MEDIA_PREFIX } from "@kham/contract";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { AmbOptions } from "./adapters/game-provider/amb/provider.ts";
import { SANDBOX_GAMES_PATH } from "./adapters/game-provider/sandbox/launches.ts";
import { sandboxGameProviders } from "./adapters/game-provider/sandbox/provider.ts";
import sandboxGameRoutes from "./adapters/game-provider/sandbox/routes.ts";
import type { GameProvider, GameProviders } from "./adapters/game-provider/types.ts";
import paymentGateways from "./adapters/payment-gateway/plugin.ts";
import type { PaymentGateway } from "./adapters/payment-gateway/types.ts";
import { ADAPTER_TIMEOUT_MS, timeLimitedGameProviders } from "./adapters/timeouts.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { AppError } from "./errors.ts";
import { errorAnswers } from "./http.ts";
import adminRoutes from "./modules/admin/routes.ts";
import agencyDirectory from "./modules/agency/directory.ts";
import agencyRoutes from "./modules/agency/routes.ts";
import tenancy from "./modules/agency/tenancy.ts";
import bankAccountRoutes from "./modules/bank-accounts/routes.ts";
import bankRoutes from "./modules/banks/routes.ts";
import creditRoutes from "./modules/credits/routes.ts";
import depositJobs from "./modules/deposits/jobs.ts";
import depositRoutes from "./modules/deposits/routes.ts";
import sandboxRoutes from "./modules/deposits/sandbox-routes.ts";
import webhookRoutes from "./modules/deposits/webhook-routes.ts";
import events from "./modules/events/plugin.ts";
import fingerprintRoutes from "./modules/fingerprint/routes.ts";
import agencyGameProviders from "./modules/game-providers/plugin.ts";
import gameRoutes from "./modules/games/routes.ts";
import { GameCatalogue } from "./modules/games/service.ts";
import healthRoutes from "./modules/health/routes.ts";
import jobs from "./modules/jobs/plugin.ts";
import mediaRoutes from "./modules/media/routes.ts";
import metrics, { metricsRoute } from "./modules/metrics/plugin.ts";
import pages from "./modules/pages/plugin.ts";
import agencyPaymentGateways from "./modules/payment-gateway/plugin.ts";
import paymentMethodRoutes from "./modules/payment-methods/routes.ts";
import eventRoutes from "./modules/players/events-routes.ts";
import maintenance from "./modules/players/maintenance.ts";
import playerRoutes from "./modules/players/routes.ts";
import session, { sessionCookieName } from "./modules/players/session.ts";
import { sessionEndsAt } from "./modules/players/sessions.ts";
import promotionJobs from "./modules/promotions/jobs.ts";
import promotionRoutes from "./modules/promotions/routes.ts";
import protectionRoutes from "./modules/protection/routes.ts";
import rateRoutes from "./modules/rates/routes.ts";
import staffAlertJobs from "./modules/staff-alerts/plugin.ts";
import creditTransferJobs from "./modules/transfers/jobs.ts";
import creditTransferRoutes from "./modules/transfers/routes.ts";
import withdrawalJobs from "./modules/withdrawals/jobs.ts";
import withdrawalRoutes from "./modules/withdrawals/routes.ts";
import { resolveAdminToken } from "./plugins/admin-token.ts";
import apiDocs from "./plugins/api-docs.ts";
import appBasics from "./plugins/app-context.ts";
import csrf from "./plugins/csrf.ts";
import errors from "./plugins/errors.ts";
import { clientErrors, frameworkErrors } from "./plugins/framework-errors.ts";
import singleHost from "./plugins/host-header.ts";
import rateLimits from "./plugins/rate-limit.ts";
import { OneLinePerRequest, requestLogger } from "./plugins/request-log.ts";
import { responseSerializerCompiler } from "./plugins/response-serializer.ts";
import securityHeaders, { apiAnswers } from "./plugins/security-headers.ts";

export interface BuildAppOptions {
  config: Config;
  database: Database;
  gameProviders?: GameProviders;
  /** Builds an agency's AMB adapter from its stored account (tests pass a double). */
  ambProvider?: (options: AmbOptions) => GameProvider;
  /** Defaults to the sandbox gateway (PAYMENT_GATEWAY=sandbox). */
  paymentGateway?: PaymentGateway;
  now?: () => Date;
  /** How often an idle event stream gets a heartbeat (tests shorten it). */
  eventHeartbeatMs?: number;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** How long a provider or gateway call may take (tests shorten it). */
  adapterTimeoutMs?: number;
  /** How long a cached host → agency lookup lives without word of a change (tests shorten it). */
  agencyCacheTtlMs?: number;
  /** How long a rendered page waits for any one of its calls (PAGE_CALL_BUDGET_MS; tests lengthen it). */
  pageCreditBudgetMs?: number;
}

/** A JSON API call is small; 16 KiB is far above any body the API takes and bounds abuse. */
export const BODY_LIMIT = 16 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's x-request-id when it is a sane token, so logs can be followed across services. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const sandboxGamePages = config.nodeEnv !== "production";
  const adapterTimeoutMs = options.adapterTimeoutMs ?? ADAPTER_TIMEOUT_MS;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: requestId,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Before anything reads the host: it picks the agency.
  await app.register(singleHost);
  await app.register(cookie);
  await app.register(rateLimits, { enabled: config.rateLimit, redisUrl: config.redisUrl });
  if (!config.rateLimit)
    app.log.warn(
      "RATE_LIMIT=off: no call is rate limited and failed logins neither back off nor spend their address's budget",
    );

  await app.register(appBasics, { config, db: database.db, now: options.now ?? (() => new Date()) });
  await app.register(metrics);
  app.decorate(
    "gameProviders",
    timeLimitedGameProviders(
      options.gameProviders ??
        sandboxGameProviders(database.db, {
          delayMs: config.sandboxProviderDelayMs,
          now: options.now,
          gamePages: sandboxGamePages,
        }),
      adapterTimeoutMs,
      app.metrics.observeAdapterCall,
    ),
  );
  await app.register(paymentGateways, { gateway: options.paymentGateway, timeoutMs: adapterTimeoutMs });
  await app.register(agencyPaymentGateways, { timeoutMs: adapterTimeoutMs });
  await app.register(agencyGameProviders, { timeoutMs: adapterTimeoutMs, amb: options.ambProvider });
  await app.register(jobs);
  await app.register(events, { database });
  await app.register(agencyDirectory, { cacheTtlMs: options.agencyCacheTtlMs });
  await app.register(depositJobs);
  await app.register(withdrawalJobs);
  await app.register(creditTransferJobs);
  await app.register(promotionJobs);
  await app.register(staffAlertJobs, { timeoutMs: adapterTimeoutMs });
  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(maintenance);
  await app.register(apiDocs, { reference: config.nodeEnv !== "production" });
  // One catalogue per process, kept a while: GET /api/v2/games reads it (the home screens' pages too).
  const gameCatalogue = new GameCatalogue(app.agencyGameProviders, app.now);

  // Routes: what the router reads as /api after decoding the path is decided here, not by the raw URL.
  await app.register(
    async (api) => {
      await api.register(apiAnswers);
      await api.register(csrf);
      // A path the router reads as the API's but no call matches: the API's 404, never a page.
      for (const path of ["/", "/*"]) {
        api.all(path, { schema: { hide: true, response: errorAnswers } }, async () => {
          throw new AppError("NOT_FOUND");
        });
      }
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(
        async (v2) => {
          await v2.register(tenancy);
          await v2.register(session);
          await v2.register(agencyRoutes);
          await v2.register(bankRoutes);
          await v2.register(playerRoutes);
          await v2.register(creditRoutes);
          await v2.register(fingerprintRoutes);
          await v2.register(rateRoutes);
          await v2.register(paymentMethodRoutes);
          await v2.register(bankAccountRoutes);
          await v2.register(depositRoutes);
          await v2.register(withdrawalRoutes);
          await v2.register(creditTransferRoutes);
          await v2.register(promotionRoutes);
          await v2.register(protectionRoutes);
          await v2.register(gameRoutes, { catalogue: gameCatalogue });
          await v2.register(eventRoutes, { heartbeatMs: options.eventHeartbeatMs });
        },
        { prefix: "/v2" },
      );
      await api.register(webhookRoutes, { prefix: "/v2/payments" });
      const adminToken = resolveAdminToken(config);
      // Staff sessions always reach it; the bearer token only when one is configured.
      await api.register(adminRoutes, {
        prefix: "/admin/v1",
        token: adminToken,
        database,
        heartbeatMs: options.eventHeartbeatMs,
      });
      if (adminToken !== undefined && app.sandboxGateway !== undefined)
        await api.register(sandboxRoutes, {
          prefix: "/sandbox/v1",
          token: adminToken,
          gateway: app.sandboxGateway,
        });
    },
    { prefix: "/api" },
  );
  await app.register(metricsRoute);
  // Uploaded images (promotion banners), public and cached for ever: their address is their hash.
  await app.register(mediaRoutes, { prefix: MEDIA_PREFIX });
  // The sandbox provider's game pages, on our origin so a launched game needs no other host.
  if (sandboxGamePages) await app.register(sandboxGameRoutes, { prefix: SANDBOX_GAMES_PATH, sessionEndsAt });
  // The player's pages: the built app, and its screens drawn with what their routes read through the API above.
  await app.register(pages, {
    root: config.webDist,
    hasSession: (request) => request.cookies[sessionCookieName(request)] !== undefined,
    callBudgetMs: options.pageCreditBudgetMs,
  });

  return app;
}
