import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appContext } from "../context.ts";
import { giveUpTransferOut } from "./give-up.ts";
import { REFUND_JOB, refundWithdrawal, TRANSFER_OUT_JOB, transferOut } from "./payout.ts";
import { settleRefund, settleTransferOut } from "./settle.ts";

function orderCode(payload: Record<string, unknown>): string {
  if (typeof payload.code !== "string") throw new Error("job payload without an order code");
  return payload.code;
}

/** The withdrawal steps the job worker drives: the credit out of the provider, and back on rejection. */
export default fp(
  async function withdrawalJobs(app: FastifyInstance) {
    const context = appContext(app, app.log.child({ module: "withdrawals" }));
    // A provider outage kills the job leaving the order as is; staff retry it and every step is idempotent.
    app.jobs.handle(TRANSFER_OUT_JOB, {
      run: async (payload, job) => {
        await transferOut(context, orderCode(payload), job);
        return undefined;
      },
      giveUp: (job, input, log) => giveUpTransferOut(appContext(app, log), job, input),
      settle: (job, input, log) => settleTransferOut(appContext(app, log), job, input),
    });
    app.jobs.handle(REFUND_JOB, {
      run: async (payload, job) => {
        await refundWithdrawal(context, orderCode(payload), job);
        return undefined;
      },
      settle: (job, input, log) => settleRefund(appContext(app, log), job, input),
    });
  },
  { name: "withdrawal-jobs", dependencies: ["jobs", "events"] },
);
