import {
  agencyParams,
  GIVE_UP_JOB_KINDS,
  giveUpJobBody,
  giveUpJobResultSchema,
  isGiveUpJobKind,
  isSettleJobKind,
  jobListQuery,
  jobParams,
  noBody,
  pageSchema,
  SETTLE_JOB_KINDS,
  type StaffJob,
  settleJobBody,
  settleJobResultSchema,
  staffJobSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { findJobById, type JobRow, listJobs, reviveDeadJob } from "./repository.ts";

function toStaffJob(job: JobRow): StaffJob {
  return {
    id: job.id,
    kind: job.kind,
    payload: job.payload as Record<string, unknown>,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    runAt: job.runAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** The bearer token is platform-wide, so it also sees jobs of no agency. */
export default async function jobStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The job, if the caller's agency (or, platform-wide, no agency) owns it. */
  const visibleJob = async (request: FastifyRequest, id: number) => {
    const job = await findJobById(app.db, id);
    const visible =
      job !== undefined &&
      (job.agencyId === request.agency.id || (request.staffActor.platform && job.agencyId === null));
    return visible ? job : undefined;
  };

  routes.get(
    "/agencies/:agency/jobs",
    {
      config: { permission: "exceptions" },
      schema: { params: agencyParams, querystring: jobListQuery, response: ok(pageSchema(staffJobSchema)) },
    },
    async (request) => {
      const { items, total } = await listJobs(app.db, {
        agencyId: request.agency.id,
        includeUnassigned: request.staffActor.platform,
        status: request.query.status,
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
      return {
        data: {
          items: items.map(toStaffJob),
          page: request.query.page,
          pageSize: request.query.pageSize,
          total,
        },
      };
    },
  );

  routes.post(
    "/agencies/:agency/jobs/:id/retry",
    {
      config: {
        permission: "exceptions",
        audit: {
          action: "job.retry",
          target: (request) => ({ type: "job", id: String((request.params as { id: number }).id) }),
        },
      },
      schema: {
        params: jobParams,
        body: noBody,
        response: ok(z.object({ job: staffJobSchema })),
      },
    },
    async (request) => {
      const revived = await reviveDeadJob(app.db, {
        id: request.params.id,
        agencyId: request.agency.id,
        includeUnassigned: request.staffActor.platform,
        now: app.now(),
      });
      if (revived === undefined) {
        const job = await visibleJob(request, request.params.id);
        if (job === undefined) throw new AppError("NOT_FOUND", `No job ${request.params.id}`);
        throw new AppError("ALREADY_RESOLVED", `Job ${request.params.id} is ${job.status}, not dead`);
      }
      request.log.info({ job: revived.dedupeKey, by: request.staffActor.name }, "dead job retried");
      app.jobs.kick();
      return { data: { job: toStaffJob(revived) } };
    },
  );

  routes.post(
    "/agencies/:agency/jobs/:id/give-up",
    {
      config: {
        permission: "exceptions",
        audit: {
          action: "job.give-up",
          target: (request) => ({ type: "job", id: String((request.params as { id: number }).id) }),
          before: async (request) => {
            const job = await visibleJob(request, (request.params as { id: number }).id);
            return job ? toStaffJob(job) : null;
          },
        },
      },
      schema: { params: jobParams, body: giveUpJobBody, response: ok(giveUpJobResultSchema) },
    },
    async (request) => {
      const { id } = request.params;
      const job = await visibleJob(request, id);
      if (job === undefined) throw new AppError("NOT_FOUND", `No job ${id}`);
      const code = (job.payload as Record<string, unknown>).code;
      if (!isGiveUpJobKind(job.kind) || typeof code !== "string") {
        throw new AppError(
          "VALIDATION_ERROR",
          `Job ${id} (${job.kind}) cannot be given up, only ${GIVE_UP_JOB_KINDS.join(" and ")} jobs: retry it`,
          { id: "validation.invalid" },
        );
      }
      if (job.status !== "dead")
        throw new AppError("ALREADY_RESOLVED", `Job ${id} is ${job.status}, not dead`);
      const input = {
        code,
        reason: `Given up by ${request.staffActor.name}: ${request.body.note}`,
        checkedAtProvider: request.body.checkedAtProvider,
      };
      const given = await app.jobs.giveUp(job, input, request.log);
      if (given === undefined) throw new Error(`no give-up for ${job.kind} jobs`);
      request.log.info({ job: job.dedupeKey, by: request.staffActor.name }, "dead job given up");
      return {
        data: { job: toStaffJob(given.job), order: { code: given.order.code, status: "FAILED" as const } },
      };
    },
  );

  routes.post(
    "/agencies/:agency/jobs/:id/settle",
    {
      config: {
        permission: "exceptions",
        audit: {
          action: "job.settle",
          target: (request) => ({ type: "job", id: String((request.params as { id: number }).id) }),
          before: async (request) => {
            const job = await visibleJob(request, (request.params as { id: number }).id);
            return job ? toStaffJob(job) : null;
          },
        },
      },
      schema: { params: jobParams, body: settleJobBody, response: ok(settleJobResultSchema) },
    },
    async (request) => {
      const { id } = request.params;
      const job = await visibleJob(request, id);
      if (job === undefined) throw new AppError("NOT_FOUND", `No job ${id}`);
      const code = (job.payload as Record<string, unknown>).code;
      if (!isSettleJobKind(job.kind) || typeof code !== "string") {
        throw new AppError(
          "VALIDATION_ERROR",
          `Job ${id} (${job.kind}) cannot be recorded as done, only ${SETTLE_JOB_KINDS.join(", ")} jobs: retry it`,
          { id: "validation.invalid" },
        );
      }
      if (job.status !== "dead")
        throw new AppError("ALREADY_RESOLVED", `Job ${id} is ${job.status}, not dead`);
      const { providerReference, note } = request.body;
      const input = {
        code,
        reason: `Recorded as done by ${request.staffActor.name}${providerReference ? ` (provider reference ${providerReference})` : ""}${note ? `: ${note}` : ""}`,
        providerReference,
      };
      const settled = await app.jobs.settle(job, input, request.log);
      if (settled === undefined) throw new Error(`no settle for ${job.kind} jobs`);
      request.log.info({ job: job.dedupeKey, by: request.staffActor.name }, "dead job recorded as done");
      return {
        data: {
          job: toStaffJob(settled.job),
          order: settled.order,
          providerReference: settled.providerReference ?? null,
        },
      };
    },
  );
}
