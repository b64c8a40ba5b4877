import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { eventStreams } from "../events/service.ts";
import { authenticated } from "./session.ts";
import { isSessionLive, sessionEndsAt } from "./sessions.ts";

/** Often enough that proxies and phones keep the stream open; each beat also reads the session's row. */
export const HEARTBEAT_MS = 15_000;
/** Open streams a player may hold in one process: a few tabs and devices, not a socket flood. */
export const MAX_STREAMS_PER_PLAYER = 5;

/** GET /api/v2/players/events, a server-sent event stream of the player's own events. */
export default async function eventRoutes(app: FastifyInstance, options: { heartbeatMs?: number }) {
  const stream = eventStreams(app, {
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    audience: "player",
    maxPerOwner: MAX_STREAMS_PER_PLAYER,
  });

  app.get("/players/events", async (request, reply) => {
    const { player, session } = authenticated(request);
    await stream(request, reply, {
      owner: player.id,
      endsKey: player.id,
      sessionId: session.id,
      channel: player.id,
      isLive: () => isSessionLive(app.db, session.id),
      endsAt: sessionEndsAt(session),
      ended: () => new AppError("SESSION_ENDED"),
    });
  });
}
