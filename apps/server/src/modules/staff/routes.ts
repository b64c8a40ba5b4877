import {
  emptySchema,
  noBody,
  staffLoginAnswerSchema,
  staffLoginBody,
  staffMeSchema,
  totpCodeBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";
import { listAgencies } from "../agency/service.ts";
import { appContext } from "../context.ts";
import { staffStreamKey } from "../events/service.ts";
import {
  endStaffSession,
  loginStaff,
  type ResumedStaffSession,
  SecondFactorLockedOutError,
  toStaff,
  verifyStaffCode,
} from "./service.ts";

const MINUTE = 60_000;

/** Staff logins are limited like players': 10 a minute per IP and name, and the name backs off. */
const staffLoginLimits: RateLimitRule[] = [
  {
    max: 10,
    timeWindow: MINUTE,
    key: (request) =>
      `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? "")
        .trim()
        .toLowerCase()
        .slice(0, 100)}`,
  },
];
export interface StaffAuthOptions {
  /** Reads the back-office session of the cookie (second factor or not). */
  sessionOf: (request: FastifyRequest) => Promise<ResumedStaffSession | undefined>;
  setCookie: (request: FastifyRequest, reply: FastifyReply, token: string | null) => void;
  /** The back-office session's token as the request carries it (its cookie's name follows the protocol). */
  tokenOf: (request: FastifyRequest) => string | undefined;
}

/** The back office's login: password, then the authenticator's code (enrolled at the first login). */
export async function staffAuthRoutes(app: FastifyInstance, options: StaffAuthOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);
  /** Wrong codes back the staff member off (verifyStaffCode); this only keeps one session from flooding. */
  const totpLimits: RateLimitRule[] = [
    { max: 5, timeWindow: MINUTE, key: (request) => options.tokenOf(request)?.slice(0, 64) ?? request.ip },
  ];

  routes.post(
    "/auth/login",
    {
      preValidation: app.limitBy("staff-login", staffLoginLimits),
      schema: { body: staffLoginBody, response: ok(staffLoginAnswerSchema) },
    },
    async (request, reply) => {
      const { token, answer } = await loginStaff(context(request), {
        ...request.body,
        backoff: app.loginBackoff,
        budget: app.loginAddressBudget,
        address: request.ip,
      });
      options.setCookie(request, reply, token);
      return { data: answer };
    },
  );

  routes.post(
    "/auth/totp",
    {
      preValidation: app.limitBy("staff-totp", totpLimits),
      schema: { body: totpCodeBody, response: ok(staffMeSchema) },
    },
    async (request, reply) => {
      const resumed = await options.sessionOf(request);
      if (resumed === undefined) throw new AppError("UNAUTHENTICATED", "Log in with your password first");
      try {
        const staff = await verifyStaffCode(context(request), resumed, {
          code: request.body.code,
          backoff: app.loginBackoff,
          ip: request.ip,
        });
        return { data: await meOf(app, staff) };
      } catch (error) {
        if (error instanceof SecondFactorLockedOutError) options.setCookie(request, reply, null);
        throw error;
      }
    },
  );

  routes.post(
    "/auth/logout",
    { schema: { body: noBody, response: ok(emptySchema) } },
    async (request, reply) => {
      const resumed = await options.sessionOf(request);
      if (resumed !== undefined) {
        await endStaffSession(app.db, resumed.session.id);
        await app.events.endStreams({
          playerId: staffStreamKey(resumed.staff.id),
          sessionId: resumed.session.id,
        });
      }
      options.setCookie(request, reply, null);
      return { data: {} };
    },
  );

  routes.get("/auth/me", { schema: { response: ok(staffMeSchema) } }, async (request) => {
    const resumed = await options.sessionOf(request);
    if (resumed === undefined || resumed.session.secondFactorAt === null) {
      throw new AppError("UNAUTHENTICATED", "Log in to the back office");
    }
    return { data: await meOf(app, resumed.staff) };
  });
}

async function meOf(app: FastifyInstance, row: Parameters<typeof toStaff>[0]) {
  const agencies: AgencyRow[] = await listAgencies(app.db);
  const own = row.agencyId === null ? agencies : agencies.filter((agency) => agency.id === row.agencyId);
  const code = row.agencyId === null ? null : (own[0]?.code ?? null);
  return {
    staff: toStaff(row, code),
    agencies: own.map((agency) => ({ code: agency.code, name: agency.name })),
  };
}
