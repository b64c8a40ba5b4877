import {
  confirmProtectionLimitBody,
  exclusionSchema,
  protectionSchema,
  setProtectionLimitBody,
  setReminderBody,
  startExclusionBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { authenticated, clearSessionCookie, requirePlayer } from "../players/session.ts";
import {
  confirmLimit,
  playerProtection,
  setLimit,
  setReminder,
  startExclusion,
} from "./player-protection.ts";

/** The player's protection: limits, the reality check's reminder, cool-off and self-exclusion. */
export default async function protectionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.get(
    "/players/protection",
    { onRequest: requirePlayer, schema: { response: ok(protectionSchema) } },
    async (request) => {
      const { player, session } = authenticated(request);
      return { data: await playerProtection(context(request), player, session.id) };
    },
  );

  routes.put(
    "/players/protection/limits",
    { onRequest: requirePlayer, schema: { body: setProtectionLimitBody, response: ok(protectionSchema) } },
    async (request) => {
      const { player, session } = authenticated(request);
      return { data: await setLimit(context(request), player, session.id, request.body) };
    },
  );

  routes.post(
    "/players/protection/limits/confirm",
    {
      onRequest: requirePlayer,
      schema: { body: confirmProtectionLimitBody, response: ok(protectionSchema) },
    },
    async (request) => {
      const { player, session } = authenticated(request);
      return { data: await confirmLimit(context(request), player, session.id, request.body) };
    },
  );

  routes.put(
    "/players/protection/reminder",
    { onRequest: requirePlayer, schema: { body: setReminderBody, response: ok(protectionSchema) } },
    async (request) => {
      const { player, session } = authenticated(request);
      return { data: await setReminder(context(request), player, session.id, request.body.minutes) };
    },
  );

  routes.post(
    "/players/protection/exclusion",
    { onRequest: requirePlayer, schema: { body: startExclusionBody, response: ok(exclusionSchema) } },
    async (request, reply) => {
      const { player } = authenticated(request);
      const exclusion = await startExclusion(context(request), request.agency, player, request.body);
      clearSessionCookie(request, reply);
      return { data: exclusion };
    },
  );
}
