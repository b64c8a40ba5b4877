import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { JobWorker } from "./worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job worker; main.ts starts its timer, tests call runDueJobs(). */
    jobs: JobWorker;
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    const worker = new JobWorker({ db: app.db, now: app.now, log: app.log.child({ module: "jobs" }) });
    app.decorate("jobs", worker);
    app.addHook("onClose", () => worker.stop());
  },
  { name: "jobs", dependencies: ["app-context"] },
);
