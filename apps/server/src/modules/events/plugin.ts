import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client.ts";
import { type EventBus, LocalEventBus, PostgresEventBus } from "./bus.ts";

declare module "fastify" {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** PGlite lives in one process, so in-process delivery is complete there; PostgreSQL fans out. */
export function createEventBus(database: Database, app: FastifyInstance): EventBus {
  if (database.driver === "postgres") {
    return new PostgresEventBus(database.pool, app.log.child({ module: "events" }));
  }
  return new LocalEventBus();
}

export default fp(
  async function events(app: FastifyInstance, options: { database: Database }) {
    const bus = createEventBus(options.database, app);
    app.decorate("events", bus);
    app.addHook("onReady", () => bus.start());
    app.addHook("onClose", () => bus.close());
  },
  { name: "events" },
);
