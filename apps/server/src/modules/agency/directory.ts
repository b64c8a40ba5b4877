import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AgencyHostCache } from "./host-cache.ts";
import { findAgencyByCode, findAgencyByDomain } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    agencies: AgencyDirectory;
  }
}

export interface AgencyDirectory {
  /** The agency a host (lower case, no port) belongs to: local hosts are the default agency's. */
  forHost(host: string): Promise<AgencyRow | undefined>;
  /** The same agency when it is cached (almost every call), at once; undefined means ask `forHost`. */
  cachedForHost(host: string): AgencyRow | undefined;
  /** Staff changed an agency's profile or domains: call once the change has committed. */
  changed(): Promise<void>;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The bus key for agency changes; no player id (a UUID) and no "staff:" key can be it. */
export const AGENCY_CHANGES_KEY = "agencies";

/** The host → agency lookup every player call starts with, cached in memory (see AgencyHostCache). */
export default fp(
  async function agencyDirectory(app: FastifyInstance, options: { cacheTtlMs?: number }) {
    const cache = new AgencyHostCache({ ttlMs: options.cacheTtlMs });
    const stopListening = app.events.subscribeEnds(AGENCY_CHANGES_KEY, () => cache.forget());
    app.addHook("onClose", async () => stopListening());
    const defaultKey = `code:${app.config.defaultAgency}`;
    const keyOf = (host: string) => (LOCAL_HOSTS.has(host) ? defaultKey : `host:${host}`);
    const directory: AgencyDirectory = {
      forHost(host) {
        return cache.get(keyOf(host), () =>
          LOCAL_HOSTS.has(host)
            ? findAgencyByCode(app.db, app.config.defaultAgency)
            : findAgencyByDomain(app.db, host),
        );
      },
      cachedForHost: (host) => cache.peek(keyOf(host)),
      async changed() {
        // This process sees the change on its very next call; the others once the word reaches them.
        cache.forget();
        try {
          await app.events.endStreams({ playerId: AGENCY_CHANGES_KEY });
        } catch (error) {
          app.log.warn({ err: error }, "agency change not announced; other processes see it within the TTL");
        }
      },
    };
    app.decorate("agencies", directory);
  },
  { name: "agency-directory", dependencies: ["app-context", "events"] },
);
