import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { GameProviderDirectory } from "../adapters/game-provider/types.ts";
import type { PaymentGateways } from "../adapters/payment-gateway/types.ts";
import type { Db } from "../db/client.ts";
import type { EventBus } from "./events/bus.ts";
import type { JobWorker } from "./jobs/worker.ts";
import type { AppMetrics } from "./metrics/metrics.ts";

/** Everything a business operation reaches: plain values, so the services test on their own. */
export interface AppContext {
  db: Db;
  /** Each agency's game provider adapters: ask with the agency the credit belongs to. */
  gameProviders: GameProviderDirectory;
  /** Each agency's gateway: new orders go through the agency's, an order is asked about through its own. */
  paymentGateways: PaymentGateways;
  jobs: JobWorker;
  events: EventBus;
  /** The clock every business rule reads, so tests can move time. */
  now: () => Date;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

/** The app's context, logging to the request's (or a job's) logger. */
export function appContext(app: FastifyInstance, log: FastifyBaseLogger = app.log): AppContext {
  return {
    db: app.db,
    gameProviders: app.agencyGameProviders,
    paymentGateways: app.paymentGateways,
    jobs: app.jobs,
    events: app.events,
    now: app.now,
    log,
    metrics: app.metrics,
  };
}
