import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { prepareDummyHash } from "./password.ts";
import { purgeExpiredSessions } from "./sessions.ts";

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Background chores of a running server: the expired-session sweep, and warming the login dummy hash. */
export default fp(
  async function maintenance(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    const purge = async () => {
      try {
        const removed = await purgeExpiredSessions(app.db, app.now());
        if (removed > 0) app.log.info({ removed }, "expired sessions removed");
      } catch (error) {
        app.log.error({ err: error }, "expired-session sweep failed");
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
