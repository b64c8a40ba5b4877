import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appContext } from "../context.ts";
import { BONUS_REMOVAL_JOB, removeBonus } from "./bonus.ts";

/** The promotion step the job worker drives: taking a cancelled promotion's bonus back. */
export default fp(
  async function promotionJobs(app: FastifyInstance) {
    const context = appContext(app, app.log.child({ module: "promotions" }));
    app.jobs.handle(BONUS_REMOVAL_JOB, {
      run: async (payload, job) => {
        if (typeof payload.usageId !== "string") throw new Error("job payload without a usage id");
        await removeBonus(context, payload.usageId, job);
        return undefined;
      },
    });
  },
  { name: "promotion-jobs", dependencies: ["jobs", "events"] },
);
