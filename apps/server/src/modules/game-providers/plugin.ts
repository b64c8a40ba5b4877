import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AmbOptions } from "../../adapters/game-provider/amb/provider.ts";
import type { GameProvider } from "../../adapters/game-provider/types.ts";
import { AgencyGameProviders } from "./directory.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The same directory as agencyGameProviders, with what the owner's settings need of it. */
    gameProviderAccounts: AgencyGameProviders;
  }
}

export interface AgencyGameProvidersOptions {
  timeoutMs: number;
  /** Builds an agency's AMB adapter (tests pass a double). */
  amb?: (options: AmbOptions) => GameProvider;
}

export default fp(
  async function agencyGameProviders(app: FastifyInstance, options: AgencyGameProvidersOptions) {
    const directory = new AgencyGameProviders({
      db: app.db,
      secrets: app.secretBox,
      nodeEnv: app.config.nodeEnv,
      fallback: app.gameProviders,
      timeoutMs: options.timeoutMs,
      observe: app.metrics.observeAdapterCall,
      now: app.now,
      log: app.log,
      amb: options.amb,
    });
    app.decorate("agencyGameProviders", directory);
    app.decorate("gameProviderAccounts", directory);
  },
  { name: "agency-game-providers", dependencies: ["app-context", "metrics", "agency-payment-gateways"] },
);
