import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { GameProviders } from "../../adapters/game-provider/types.ts";
import type { PaymentGateway } from "../../adapters/payment-gateway/types.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../events/bus.ts";
import type { JobWorker } from "../jobs/worker.ts";

/** Everything a deposit operation reaches: plain values, so the business functions test on their own. */
export interface DepositsContext {
  db: Db;
  gateway: PaymentGateway;
  gameProviders: GameProviders;
  jobs: JobWorker;
  events: EventBus;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function depositsContext(app: FastifyInstance, log: FastifyBaseLogger = app.log): DepositsContext {
  return {
    db: app.db,
    gateway: app.paymentGateway,
    gameProviders: app.gameProviders,
    jobs: app.jobs,
    events: app.events,
    now: app.now,
    log,
  };
}
