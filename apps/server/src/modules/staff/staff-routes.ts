import {
  agencyParams,
  auditEntrySchema,
  auditQuery,
  createdStaffSchema,
  createStaffBody,
  noBody,
  pageSchema,
  secondFactorLockoutSchema,
  staffParams,
  staffSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { created, ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { eventStreams, staffChannel, staffStreamKey } from "../events/service.ts";
import {
  auditPage,
  createStaff,
  disableStaff,
  listAgencyStaff,
  resetStaffTwoFactor,
  secondFactorLockouts,
  staffSessionAlive,
} from "./service.ts";

/** Staff accounts and the audit log of an agency: the owner's. */
export default async function staffAccountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.get(
    "/agencies/:agency/staff",
    { config: { permission: "staff" }, schema: { params: agencyParams, response: ok(z.array(staffSchema)) } },
    async (request) => {
      const { agency } = request;
      return { data: await listAgencyStaff(app.db, agency, request.staffActor) };
    },
  );

  routes.post(
    "/agencies/:agency/staff",
    {
      config: {
        permission: "staff",
        audit: {
          action: "staff.create",
          target: (request) => ({ type: "staff", id: (request.body as { username: string }).username }),
          // The generated password is answered once and never kept, not even in the audit log.
          after: (data) => (data as { staff: unknown }).staff,
        },
      },
      schema: { params: agencyParams, body: createStaffBody, response: created(createdStaffSchema) },
    },
    async (request, reply) => {
      const { agency } = request;
      const made = await createStaff(context(request), {
        agency,
        body: request.body,
        actor: request.staffActor,
      });
      return reply.code(201).send({ data: made });
    },
  );

  for (const [action, change] of [
    ["disable", disableStaff],
    ["reset-2fa", resetStaffTwoFactor],
  ] as const) {
    routes.post(
      `/agencies/:agency/staff/:username/${action}`,
      {
        config: {
          permission: "staff",
          audit: {
            action: `staff.${action}`,
            target: (request) => ({ type: "staff", id: (request.params as { username: string }).username }),
          },
        },
        schema: { params: staffParams, body: noBody, response: ok(staffSchema) },
      },
      async (request) => {
        const { agency } = request;
        const { staffId, after } = await change(
          context(request),
          agency,
          request.params.username,
          request.staffActor,
        );
        // Every session of the account has ended; so do its live streams, in every process.
        await app.events.endStreams({ playerId: staffStreamKey(staffId) });
        return { data: after };
      },
    );
  }

  routes.get(
    "/agencies/:agency/staff/lockouts",
    {
      config: { permission: "staff" },
      schema: { params: agencyParams, response: ok(z.array(secondFactorLockoutSchema)) },
    },
    async (request) => {
      const { agency } = request;
      return { data: await secondFactorLockouts(app.db, agency, request.staffActor, app.now()) };
    },
  );

  routes.get(
    "/agencies/:agency/audit",
    {
      config: { permission: "audit" },
      schema: { params: agencyParams, querystring: auditQuery, response: ok(pageSchema(auditEntrySchema)) },
    },
    async (request) => {
      const { agency } = request;
      const { items, total } = await auditPage(app.db, agency, request.query);
      return { data: { items, page: request.query.page, pageSize: request.query.pageSize, total } };
    },
  );
}

/** Often enough that proxies keep the stream open; each beat also checks the session still lives. */
export const STAFF_HEARTBEAT_MS = 15_000;
/** Open streams a staff member may hold in one process: a few screens, not a socket flood. */
export const MAX_STREAMS_PER_STAFF = 5;

/** Opened and reopened by the browser by itself, the stream is never the staff member's activity. */
const streamConfig = { permission: "orders.read", unattended: true } as const;

/** Ends with its staff session; the heartbeat's check does not count as activity. */
export async function staffEventRoutes(app: FastifyInstance, options: { heartbeatMs?: number }) {
  const stream = eventStreams(app, {
    heartbeatMs: options.heartbeatMs ?? STAFF_HEARTBEAT_MS,
    audience: "staff",
    maxPerOwner: MAX_STREAMS_PER_STAFF,
  });
  const loggedOut = () => new AppError("UNAUTHENTICATED", "Log in to the back office");

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/agencies/:agency/events",
      { config: streamConfig, schema: { params: agencyParams } },
      async (request, reply) => {
        const resumed = request.staffSession;
        // The admin token has no session to end with; the stream is only for signed-in staff.
        if (!resumed) throw loggedOut();
        const { staff, session } = resumed;
        await stream(request, reply, {
          owner: staff.id,
          endsKey: staffStreamKey(staff.id),
          sessionId: session.id,
          channel: staffChannel(request.agency.id),
          isLive: () => staffSessionAlive(app.db, session.id, app.now()),
          ended: loggedOut,
        });
      },
    );
}
