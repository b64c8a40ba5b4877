import { SHOWN_PLAYER_HEADER } from "@kham/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../errors.ts";
import { type ActiveSession, resumeSession, SESSION_ABSOLUTE_MS } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The player's live session on this agency, or null for a visitor. */
    playerSession: ActiveSession | null;
  }
}

const COOKIE = "kham_session";
const SECURE_COOKIE = "__Host-kham_session";

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

export function sessionCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_COOKIE : COOKIE;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
  });
}

/** SESSION_ENDED when a cookie resumes no live session, UNAUTHENTICATED when there was none. */
export function noPlayerSession(request: FastifyRequest): AppError {
  return new AppError(request.cookies[sessionCookieName(request)] ? "SESSION_ENDED" : "UNAUTHENTICATED");
}

/** The current session, or a 401 (noPlayerSession) without one. */
export function authenticated(request: FastifyRequest): ActiveSession {
  if (request.playerSession === null) throw noPlayerSession(request);
  return request.playerSession;
}

/** A callback hook: a promise per call would be its whole cost. */
export function requirePlayer(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: AppError) => void,
): void {
  done(request.playerSession === null ? noPlayerSession(request) : undefined);
}

/** Registered inside the /api/v2 scope after tenancy: sessions belong to one agency. */
export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest("playerSession", null);
    app.addHook("onRequest", async (request) => {
      const token = request.cookies[sessionCookieName(request)];
      if (token === undefined || token === "" || token.length > 128) return;
      request.playerSession = (await resumeSession(app.db, request.agency.id, token, app.now())) ?? null;
      const shown = request.headers[SHOWN_PLAYER_HEADER];
      // Another tab logged in as someone else since this tab's page was drawn: it must load afresh.
      if (typeof shown === "string" && request.playerSession && shown !== request.playerSession.player.id)
        throw new AppError("PLAYER_CHANGED", "This tab shows another player than the session's");
    });
    // Only an answer the app reads may drop the ended session's cookie (EventSource answers cannot be read).
    app.addHook("onError", (request, reply, error, done) => {
      if (
        error instanceof AppError &&
        error.code === "SESSION_ENDED" &&
        !request.headers.accept?.includes("text/event-stream")
      )
        clearSessionCookie(request, reply);
      done();
    });
  },
  { name: "session", dependencies: ["tenancy"] },
);
