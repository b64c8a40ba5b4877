import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { prepareDummyHash } from "../../password.ts";
import { purgeExpiredStaffSessions } from "../staff/service.ts";
import { purgeExpiredSessions } from "./sessions.ts";

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** The hourly sweep of expired sessions and warming the login dummy hash. */
export default fp(
  async function maintenance(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    // Each on its own: one that fails does not keep the other from running.
    const sweeps = [
      { what: "expired sessions", purge: () => purgeExpiredSessions(app.db, app.now()) },
      { what: "expired staff sessions", purge: () => purgeExpiredStaffSessions(app.db, app.now()) },
    ];
    const purge = async () => {
      for (const sweep of sweeps) {
        try {
          const removed = await sweep.purge();
          if (removed > 0) app.log.info({ removed }, `${sweep.what} removed`);
        } catch (error) {
          app.log.error({ err: error }, `sweep of ${sweep.what} failed`);
        }
      }
    };
    app.addHook("onReady", async () => {
      await prepareDummyHash();
      timer = setInterval(purge, PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "maintenance" },
);
