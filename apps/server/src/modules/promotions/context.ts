import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { PromotionsContext } from "./service.ts";

export function promotionsContext(app: FastifyInstance, log: FastifyBaseLogger = app.log): PromotionsContext {
  return {
    db: app.db,
    gameProviders: app.gameProviders,
    jobs: app.jobs,
    events: app.events,
    now: app.now,
    log,
  };
}
