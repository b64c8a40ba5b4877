import {
  type AuditAction,
  type AuditTargetType,
  agencyCodeSchema,
  mayDo,
  type StaffPermission,
  UNATTENDED_CALL_HEADER,
} from "@kham/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { bearerToken, tokensMatch } from "../../plugins/admin-token.ts";
import { findAgencyByCode, requireAgency } from "../agency/service.ts";
import {
  actorOf,
  mayWorkOn,
  type ResumedStaffSession,
  recordAudit,
  resumeStaffSession,
  type StaffActor,
  TOKEN_ACTOR,
} from "../staff/service.ts";

/** What an admin route records in the audit log when it changes something. */
export interface AuditSpec {
  action: AuditAction;
  target: (request: FastifyRequest) => { type: AuditTargetType; id: string };
  /** The target as it was, read before the change. */
  before?: (request: FastifyRequest) => Promise<unknown>;
  /** What of the answer to keep as "after" (default: all of it). */
  after?: (data: unknown) => unknown;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Who is acting on the staff API: recorded in the audit log with what they change. */
    staffActor: StaffActor;
    /** The back-office session of the call, or null for the admin token. */
    staffSession: ResumedStaffSession | null;
    auditBefore: unknown;
  }
  interface FastifyContextConfig {
    /** What the route needs: a permission of the caller's role, or platform-wide access. */
    permission?: StaffPermission | "platform";
    /** Every state change says how it is audited. */
    audit?: AuditSpec;
    /** A route no staff member calls by their own act (the live stream): it never slides the idle window. */
    unattended?: boolean;
  }
}

const STAFF_COOKIE = "kham_staff";
/** Over HTTPS: a __Host- cookie cannot be set by another host of the domain, nor for a narrower path. */
const SECURE_STAFF_COOKIE = "__Host-kham_staff";

/** The staff cookie's name for the request's protocol (X-Forwarded-Proto counts only with TRUST_PROXY). */
export function staffCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? SECURE_STAFF_COOKIE : STAFF_COOKIE;
}

/** The back-office session's token the request carries, read by the one name of its protocol. */
export function staffTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[staffCookieName(request)];
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const options = {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: request.protocol === "https",
  };
  if (token === null) reply.clearCookie(staffCookieName(request), options);
  else reply.setCookie(staffCookieName(request), token, options);
}

/** Whether the call is the staff member's own doing, which keeps their session from idling out. */
function isStaffActivity(request: FastifyRequest): boolean {
  return request.headers[UNATTENDED_CALL_HEADER] !== "1" && request.routeOptions.config.unattended !== true;
}

/** The back-office session of the cookie, whether or not its second factor was given yet. */
export async function staffSessionOf(app: FastifyInstance, request: FastifyRequest) {
  const token = staffTokenOf(request);
  if (token === undefined || token === "" || token.length > 128) return undefined;
  return resumeStaffSession(app.db, token, app.now(), { activity: isStaffActivity(request) });
}

/** The admin token or a two-factor staff session; role permission and agency checked; state changes audited. */
export function guardStaffApi(app: FastifyInstance, options: { token: string | undefined }) {
  app.decorateRequest("staffActor", null as unknown as StaffActor);
  app.decorateRequest("staffSession", null);
  app.decorateRequest("auditBefore", undefined);
  app.decorateRequest("agency", null as unknown as AgencyRow);

  app.addHook("onRequest", async (request) => {
    const presented = bearerToken(request.headers.authorization);
    if (presented !== undefined) {
      if (options.token === undefined || !tokensMatch(options.token, presented)) {
        throw new AppError("UNAUTHENTICATED", "A valid admin token is required");
      }
      request.staffActor = TOKEN_ACTOR;
      return;
    }
    const resumed = await staffSessionOf(app, request);
    if (resumed === undefined || resumed.session.secondFactorAt === null) {
      throw new AppError("UNAUTHENTICATED", "Log in to the back office");
    }
    request.staffSession = resumed;
    request.staffActor = actorOf(resumed.staff);
  });

  // Before the body is even read: a call outside the caller's role or agency changes nothing.
  app.addHook("onRequest", async (request) => {
    const permission = request.routeOptions.config.permission;
    const actor = request.staffActor;
    // A route that forgot to say what it needs is the owner's only.
    const allowed =
      permission === "platform"
        ? actor.platform && actor.role === "owner"
        : permission === undefined
          ? actor.role === "owner"
          : mayDo(actor.role, permission);
    if (!allowed) throw new AppError("FORBIDDEN", "Your role does not allow this");
    // The params are not validated yet: a code that is no agency code is left to the schema's 400.
    const code = (request.params as { agency?: unknown } | undefined)?.agency;
    if (typeof code === "string" && agencyCodeSchema.safeParse(code).success) {
      const agency = await findAgencyByCode(app.db, code);
      // Agency staff get the same answer for an agency of someone else's and for none at all.
      if (agency === undefined ? !actor.platform : !mayWorkOn(actor, agency)) {
        throw new AppError("FORBIDDEN", "That agency is not yours");
      }
    }
  });

  // After validation: the agency a route names in its path, read once for the handler and the audit.
  app.addHook("preHandler", async (request) => {
    const code = (request.params as { agency?: string } | undefined)?.agency;
    if (code !== undefined) request.agency = await requireAgency(app.db, code);
  });

  app.addHook("preHandler", async (request) => {
    const audit = request.routeOptions.config.audit;
    if (audit?.before) request.auditBefore = await audit.before(request);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const audit = request.routeOptions.config.audit;
    if (audit === undefined || reply.statusCode >= 300 || typeof payload !== "string") return payload;
    const target = audit.target(request);
    await recordAudit(app.db, {
      agencyId: request.agency?.id ?? request.staffActor.agencyId,
      actor: request.staffActor,
      action: audit.action,
      targetType: target.type,
      targetId: target.id,
      before: request.auditBefore ?? null,
      after: (audit.after ?? ((data: unknown) => data))(
        (JSON.parse(payload) as { data?: unknown }).data ?? null,
      ),
      ip: request.ip,
      at: app.now(),
    });
    return payload;
  });
}
