import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { GameProviders } from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../events/bus.ts";
import type { JobWorker } from "../jobs/worker.ts";

/** Everything a withdrawal operation reaches: plain values, so the business functions test on their own. */
export interface WithdrawalsContext {
  db: Db;
  gameProviders: GameProviders;
  jobs: JobWorker;
  events: EventBus;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function withdrawalsContext(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): WithdrawalsContext {
  return {
    db: app.db,
    gameProviders: app.gameProviders,
    jobs: app.jobs,
    events: app.events,
    now: app.now,
    log,
  };
}
