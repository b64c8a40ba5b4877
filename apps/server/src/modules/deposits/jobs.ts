import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { appContext } from "../context.ts";
import { giveUpDepositTransfer } from "./give-up.ts";
import { settleDepositTransfer } from "./settle.ts";
import { TRANSFER_JOB, transferDeposit } from "./transfer.ts";
import { WATCH_JOB, watchDeposit } from "./watch.ts";

function orderCode(payload: Record<string, unknown>): string {
  if (typeof payload.code !== "string") throw new Error("job payload without an order code");
  return payload.code;
}

/** The deposit steps the job worker drives: the credit transfer and the watch (poll, then expire). */
export default fp(
  async function depositJobs(app: FastifyInstance) {
    const context = appContext(app, app.log.child({ module: "deposits" }));
    // A provider outage leaves the order PAID for staff to retry; a refusal fails the order at once.
    app.jobs.handle(TRANSFER_JOB, {
      run: async (payload, job) => {
        await transferDeposit(context, orderCode(payload), job);
        return undefined;
      },
      giveUp: (job, input, log) => giveUpDepositTransfer(appContext(app, log), job, input),
      settle: (job, input, log) => settleDepositTransfer(appContext(app, log), job, input),
    });
    app.jobs.handle(WATCH_JOB, { run: (payload) => watchDeposit(context, orderCode(payload)) });
  },
  { name: "deposit-jobs", dependencies: ["jobs", "events", "payment-gateways"] },
);
