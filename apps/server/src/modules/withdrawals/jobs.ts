import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { withdrawalsContext } from "./context.ts";
import { failWithdrawal, REFUND_JOB, refundWithdrawal, TRANSFER_OUT_JOB, transferOut } from "./payout.ts";

function orderCode(payload: Record<string, unknown>): string {
  if (typeof payload.code !== "string") throw new Error("job payload without an order code");
  return payload.code;
}

/** The withdrawal steps the job worker drives: the credit out of the provider, and back on rejection. */
export default fp(
  async function withdrawalJobs(app: FastifyInstance) {
    const context = withdrawalsContext(app, app.log.child({ module: "withdrawals" }));
    app.jobs.handle(TRANSFER_OUT_JOB, {
      run: async (payload) => {
        await transferOut(context, orderCode(payload));
        return undefined;
      },
      // Only an order whose transfer out was never recorded can fail; staff check the provider.
      onDead: (payload, error) =>
        failWithdrawal(context, orderCode(payload), error instanceof Error ? error.message : String(error)),
    });
    app.jobs.handle(REFUND_JOB, {
      run: async (payload) => {
        await refundWithdrawal(context, orderCode(payload));
        return undefined;
      },
      onDead: async (payload, error) => {
        context.log.error(
          { err: error, order: payload.code },
          "withdrawal refund gave up; staff must return it",
        );
      },
    });
  },
  { name: "withdrawal-jobs", dependencies: ["jobs", "events"] },
);
