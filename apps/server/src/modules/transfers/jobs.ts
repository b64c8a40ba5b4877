import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appContext } from "../context.ts";
import {
  returnLeg,
  TRANSFER_IN_JOB,
  TRANSFER_OUT_JOB,
  TRANSFER_RETURN_JOB,
  transferInLeg,
  transferOutLeg,
} from "./legs.ts";
import { settleLeg } from "./settle.ts";

function transferCode(payload: Record<string, unknown>): string {
  if (typeof payload.code !== "string") throw new Error("job payload without a transfer code");
  return payload.code;
}

/** A credit transfer's legs; a dead one waits in staff's dead jobs for a retry or to be recorded as done (docs/decisions/credit-transfers.md). */
export default fp(
  async function creditTransferJobs(app: FastifyInstance) {
    const context = appContext(app, app.log.child({ module: "transfers" }));
    app.jobs.handle(TRANSFER_OUT_JOB, {
      run: async (payload, job) => {
        await transferOutLeg(context, transferCode(payload), job);
        return undefined;
      },
      settle: (job, input, log) => settleLeg(appContext(app, log), TRANSFER_OUT_JOB, job, input),
    });
    app.jobs.handle(TRANSFER_IN_JOB, {
      run: async (payload, job) => {
        await transferInLeg(context, transferCode(payload), job);
        return undefined;
      },
      settle: (job, input, log) => settleLeg(appContext(app, log), TRANSFER_IN_JOB, job, input),
    });
    app.jobs.handle(TRANSFER_RETURN_JOB, {
      run: async (payload, job) => {
        await returnLeg(context, transferCode(payload), job);
        return undefined;
      },
      settle: (job, input, log) => settleLeg(appContext(app, log), TRANSFER_RETURN_JOB, job, input),
    });
  },
  { name: "credit-transfer-jobs", dependencies: ["jobs", "events"] },
);
