import {
  playerParams,
  type StaffTightenLimitBody,
  staffProtectionSchema,
  staffTightenLimitBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { findAgencyPlayer } from "../players/service.ts";
import { currentLimit, staffProtection, tightenLimit } from "./player-protection.ts";

/** Staff's view of a player's protection, and a tighter limit; nothing loosens or lifts it. */
export default async function protectionStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);
  const playerOf = async (request: FastifyRequest) => {
    const { username } = request.params as { username: string };
    const player = await findAgencyPlayer(app.db, request.agency.id, username);
    if (player === undefined) throw new AppError("NOT_FOUND", `No player ${username}`);
    return player;
  };

  routes.get(
    "/agencies/:agency/players/:username/protection",
    {
      config: { permission: "players.read" },
      schema: { params: playerParams, response: ok(staffProtectionSchema) },
    },
    async (request) => {
      const player = await playerOf(request);
      return { data: await staffProtection(context(request), player.id) };
    },
  );

  routes.put(
    "/agencies/:agency/players/:username/protection/limits",
    {
      config: {
        permission: "players.read",
        audit: {
          action: "player.protection.tighten",
          target: (request) => ({ type: "player", id: (request.params as { username: string }).username }),
          // The limit as it was, and the reason staff gave for tightening it.
          before: async (request) => {
            const body = request.body as StaffTightenLimitBody;
            const player = await findAgencyPlayer(
              app.db,
              request.agency.id,
              (request.params as { username: string }).username,
            );
            const amount = player ? await currentLimit(app.db, player.id, body.kind, body.period) : null;
            return { kind: body.kind, period: body.period, amount, reason: body.reason };
          },
          after: (data) => ({ limits: (data as { limits: unknown }).limits }),
        },
      },
      schema: { params: playerParams, body: staffTightenLimitBody, response: ok(staffProtectionSchema) },
    },
    async (request) => {
      const player = await playerOf(request);
      return { data: await tightenLimit(context(request), player.id, request.body) };
    },
  );
}
