import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The clock every business rule reads, so tests can move time. */
    now: () => Date;
  }
}

export default fp(
  async function appContext(app: FastifyInstance, context: { config: Config; db: Db; now: () => Date }) {
    app.decorate("config", context.config);
    app.decorate("db", context.db);
    app.decorate("now", context.now);
  },
  { name: "app-context" },
);
