import {
  agencyParams,
  GIVE_UP_JOB_KINDS,
  giveUpJobBody,
  giveUpJobResultSchema,
  isGiveUpJobKind,
  jobListQuery,
  jobParams,
  noBody,
  pageSchema,
  paymentListQuery,
  paymentParams,
  paymentResolutionSchema,
  resolvePaymentBody,
  type StaffJob,
  staffJobSchema,
  staffPaymentSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { requireAgency } from "../agency/service.ts";
import { appContext } from "../context.ts";
import {
  giveUpDepositTransfer,
  listPaymentsForStaff,
  resolvePayment,
  type StaffView,
  toDepositOrder,
  toStaffPayment,
} from "../deposits/service.ts";
import { findJobById, type JobRow, listJobs, reviveDeadJob } from "../jobs/service.ts";
import { giveUpTransferOut } from "../withdrawals/service.ts";
import { paymentBefore } from "./audit-targets.ts";

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

/**
 * The exceptions staff resolve (money never lost): unmatched payments and jobs that gave up. The
 * bearer token is platform-wide, so it also sees payments whose order code matched no agency.
 */
export default async function exceptionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const view = async (request: FastifyRequest, code: string): Promise<StaffView> => ({
    agency: await requireAgency(app.db, code),
    platform: request.staffActor.platform,
  });

  routes.get(
    "/agencies/:agency/payments",
    {
      config: { permission: "exceptions" },
      schema: {
        params: agencyParams,
        querystring: paymentListQuery,
        response: ok(pageSchema(staffPaymentSchema)),
      },
    },
    async (request) => {
      const { agency, platform } = await view(request, request.params.agency);
      const { items, total } = await listPaymentsForStaff(app.db, {
        agencyId: agency.id,
        includeUnassigned: platform,
        status: request.query.status,
        page: request.query.page,
        pageSize: request.query.pageSize,
      });
      return {
        data: {
          items: items.map(toStaffPayment),
          page: request.query.page,
          pageSize: request.query.pageSize,
          total,
        },
      };
    },
  );

  routes.post(
    "/agencies/:agency/payments/:id/resolve",
    {
      config: {
        permission: "exceptions",
        audit: {
          action: "payment.resolve",
          target: (request) => ({ type: "payment", id: (request.params as { id: string }).id }),
          before: (request) => paymentBefore(app, request),
        },
      },
      schema: { params: paymentParams, body: resolvePaymentBody, response: ok(paymentResolutionSchema) },
    },
    async (request) => {
      const body = request.body;
      const resolution =
        "credit" in body
          ? { action: "credit" as const, ...body.credit, note: body.note }
          : { action: "refunded" as const, note: body.note };
      const { payment, order } = await resolvePayment(
        appContext(app, request.log),
        await view(request, request.params.agency),
        request.params.id,
        resolution,
        request.staffActor.name,
      );
      return { data: { payment: toStaffPayment(payment), order: order ? toDepositOrder(order) : null } };
    },
  );

  /** The job, if the caller's agency (or, platform-wide, no agency) owns it. */
  const visibleJob = async (request: FastifyRequest, code: string, id: number) => {
    const { agency, platform } = await view(request, code);
    const job = await findJobById(app.db, id);
    const visible = job !== undefined && (job.agencyId === agency.id || (platform && job.agencyId === null));
    return visible ? job : undefined;
  };

  routes.get(
    "/agencies/:agency/jobs",
    {
      config: { permission: "exceptions" },
      schema: { params: agencyParams, querystring: jobListQuery, response: ok(pageSchema(staffJobSchema)) },
    },
    async (request) => {
      const { agency, platform } = await view(request, request.params.agency);
      const { items, total } = await listJobs(app.db, {
        agencyId: agency.id,
        includeUnassigned: platform,
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
      const { agency, platform } = await view(request, request.params.agency);
      const revived = await reviveDeadJob(app.db, {
        id: request.params.id,
        agencyId: agency.id,
        includeUnassigned: platform,
        now: app.now(),
      });
      if (revived === undefined) {
        const job = await visibleJob(request, request.params.agency, request.params.id);
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
            const params = request.params as { agency: string; id: number };
            const job = await visibleJob(request, params.agency, params.id);
            return job ? toStaffJob(job) : null;
          },
        },
      },
      schema: { params: jobParams, body: giveUpJobBody, response: ok(giveUpJobResultSchema) },
    },
    async (request) => {
      const { id } = request.params;
      const job = await visibleJob(request, request.params.agency, id);
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
      const input = { code, reason: `Given up by ${request.staffActor.name}: ${request.body.note}` };
      const given =
        job.kind === "deposit.transfer"
          ? await giveUpDepositTransfer(appContext(app, request.log), job, input)
          : await giveUpTransferOut(appContext(app, request.log), job, input);
      request.log.info({ job: job.dedupeKey, by: request.staffActor.name }, "dead job given up");
      return {
        data: { job: toStaffJob(given.job), order: { code: given.order.code, status: "FAILED" as const } },
      };
    },
  );
}
