import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../errors.ts";
import { errorAnswers } from "../../http.ts";
import { bearerToken, tokensMatch } from "../../plugins/admin-token.ts";
import { AppMetrics } from "./metrics.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** The listener of METRICS_PORT, which main.ts starts; undefined without one. */
    metricsServer: FastifyInstance | undefined;
  }
}

export const METRICS_PATH = "/metrics";

async function scrape(metrics: AppMetrics, reply: FastifyReply) {
  const text = await metrics.text();
  return reply.type(metrics.registry.contentType).header("cache-control", "no-store").send(text);
}

/** Metrics on their own port, or on the main one behind METRICS_TOKEN; never open on the public API. */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const metrics = new AppMetrics(app.db);
    app.decorate("metrics", metrics);

    app.addHook("onResponse", async (request, reply) => {
      metrics.requestDuration.observe(
        {
          method: request.method,
          // The pattern, never the raw URL: one series per route, whatever players type.
          route: request.routeOptions.url ?? "unmatched",
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    let server: FastifyInstance | undefined;
    if (app.config.metricsPort !== undefined) {
      server = Fastify({ logger: false });
      server.get(METRICS_PATH, (_request, reply) => scrape(metrics, reply));
      app.addHook("onClose", () => server?.close());
    }
    app.decorate("metricsServer", server);
  },
  { name: "metrics", dependencies: ["app-context"] },
);

/** GET /metrics on the main port: after the error handler, so its 401 and 404 are the API's envelope. */
export async function metricsRoute(app: FastifyInstance) {
  const { metricsPort, metricsToken } = app.config;
  // Registered even when closed here, so /metrics is never answered by the player's pages.
  app.get(
    METRICS_PATH,
    { schema: { hide: true, response: errorAnswers } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (metricsPort !== undefined || metricsToken === undefined) throw new AppError("NOT_FOUND");
      const presented = bearerToken(request.headers.authorization);
      if (presented === undefined || !tokensMatch(metricsToken, presented))
        throw new AppError("UNAUTHENTICATED");
      return scrape(app.metrics, reply);
    },
  );
}
