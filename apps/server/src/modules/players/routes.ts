import {
  changePasswordBody,
  emptySchema,
  fingerprintHashSchema,
  loginBody,
  noBody,
  playerAnswerSchema,
  playerInfoSchema,
  registerBody,
  usernameAvailabilitySchema,
  usernameValidateBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { created, ok } from "../../http.ts";
import { accountRateLimits } from "../../plugins/rate-limit.ts";
import { appContext } from "../context.ts";
import { endPlayerStreams, endSessionStreams } from "../events/service.ts";
import { readDeviceToken, setDeviceCookie } from "./devices.ts";
import {
  changePassword,
  isUsernameAvailable,
  loginPlayer,
  playerInfo,
  registerPlayer,
  toPlayer,
} from "./service.ts";
import { authenticated, clearSessionCookie, requirePlayer, setSessionCookie } from "./session.ts";
import { endSession } from "./sessions.ts";

export default async function playerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.post(
    "/players/username/validate",
    {
      preValidation: app.limitBy("username-validate", accountRateLimits.usernameValidate),
      schema: {
        body: usernameValidateBody,
        response: ok(usernameAvailabilitySchema),
      },
    },
    async (request) => ({
      data: { available: await isUsernameAvailable(app.db, request.agency.id, request.body.username) },
    }),
  );

  routes.post(
    "/players/register",
    {
      preValidation: app.limitBy("register", accountRateLimits.register),
      schema: {
        headers: z.object({ "x-fingerprint": fingerprintHashSchema }),
        body: registerBody,
        response: created(playerAnswerSchema),
      },
    },
    async (request, reply) => {
      if (request.headers["x-fingerprint"] !== request.body.fingerprint) {
        throw new AppError("VALIDATION_ERROR", "The fingerprint header and body differ", {
          fingerprint: "validation.fingerprint_mismatch",
        });
      }
      const { player, token, deviceToken } = await registerPlayer(
        context(request),
        request.agency,
        request.body,
        request.body.fingerprint,
      );
      setSessionCookie(request, reply, token);
      setDeviceCookie(request, reply, deviceToken);
      return reply.code(201).send({ data: { player: toPlayer(player) } });
    },
  );

  routes.post(
    "/players/login",
    {
      preValidation: app.limitBy("login", accountRateLimits.login),
      schema: { body: loginBody, response: ok(playerAnswerSchema) },
    },
    async (request, reply) => {
      const guard = {
        backoff: app.loginBackoff,
        budget: app.loginAddressBudget,
        address: request.ip,
        deviceToken: readDeviceToken(request),
      };
      const { player, token, deviceToken } = await loginPlayer(
        context(request),
        request.agency,
        request.body,
        guard,
      );
      setSessionCookie(request, reply, token);
      setDeviceCookie(request, reply, deviceToken);
      return { data: { player: toPlayer(player) } };
    },
  );

  routes.post(
    "/players/logout",
    { schema: { body: noBody, response: ok(emptySchema) } },
    async (request, reply) => {
      if (request.playerSession !== null) {
        const { session } = request.playerSession;
        await endSession(app.db, session.id);
        await endSessionStreams(app.events, session.playerId, session.id);
      }
      clearSessionCookie(request, reply);
      return { data: {} };
    },
  );

  routes.get("/players/me", { schema: { response: ok(playerAnswerSchema) } }, async (request) => {
    const { player } = authenticated(request);
    return { data: { player: toPlayer(player) } };
  });

  routes.get("/players/info", { schema: { response: ok(playerInfoSchema) } }, async (request) => {
    const { player } = authenticated(request);
    return { data: await playerInfo(app.db, player) };
  });

  routes.post(
    "/players/security/password/change",
    {
      onRequest: requirePlayer,
      preValidation: app.limitBy("password-change", accountRateLimits.passwordChange),
      schema: { body: changePasswordBody, response: ok(emptySchema) },
    },
    async (request, reply) => {
      const { player, session } = authenticated(request);
      const rotated = await changePassword(context(request), player, session, request.body);
      // Spares the new session: its streams may open in another process before the end reaches it.
      await endPlayerStreams(app.events, player.id, { keepSessionId: rotated.session.id });
      setSessionCookie(request, reply, rotated.token);
      return { data: {} };
    },
  );
}
