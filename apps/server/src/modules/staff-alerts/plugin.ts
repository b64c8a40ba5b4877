import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendWaitingAlerts } from "./sender.ts";
import { queueStaffAlert, STAFF_ALERT_JOB } from "./service.ts";
import { ServiceWatch } from "./service-watch.ts";
import type { AlertSettingsDeps } from "./settings.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** What the owner's alert routes reach: the test message waits as long as any adapter call. */
    staffAlertSettings: AlertSettingsDeps;
  }
}

/** Staff alerts' job, and the word of every dead job to the exceptions chat. */
export default fp(
  async function staffAlertJobs(app: FastifyInstance, options: { timeoutMs: number; fetch?: typeof fetch }) {
    const deps = {
      db: app.db,
      secrets: app.secretBox,
      telegramApiUrl: app.config.telegramApiUrl,
      publicOrigin: app.config.publicOrigin,
      timeoutMs: options.timeoutMs,
      now: app.now,
      log: app.log.child({ module: "staff-alerts" }),
      fetch: options.fetch,
    };
    app.decorate("staffAlertSettings", {
      db: app.db,
      secrets: app.secretBox,
      telegramApiUrl: app.config.telegramApiUrl,
      timeoutMs: options.timeoutMs,
      now: app.now,
      fetch: options.fetch,
    });
    app.jobs.handle(STAFF_ALERT_JOB, { run: (payload, job) => sendWaitingAlerts(deps, payload, job) });
    const watch = new ServiceWatch({ db: app.db, jobs: app.jobs, now: app.now, log: deps.log });
    app.gameProviderAccounts.onHealth(({ agencyId, provider, failure }) => {
      void watch.note({ agencyId, service: provider, failure });
    });
    app.paymentGateways.onOutcome((outcome) => void watch.note(outcome));
    app.jobs.onBuried(async (tx, job, error) => {
      // An alert that could not be sent is not told through the same bot; staff see it in the jobs list.
      if (job.kind === STAFF_ALERT_JOB || job.agencyId === null) return;
      await queueStaffAlert(tx, { jobs: app.jobs, now: app.now }, job.agencyId, {
        kind: "job-dead",
        job: job.id,
        jobKind: job.kind,
        dedupeKey: job.dedupeKey,
        error: error.slice(0, 300),
      });
    });
  },
  { name: "staff-alert-jobs", dependencies: ["jobs", "agency-payment-gateways", "agency-game-providers"] },
);
