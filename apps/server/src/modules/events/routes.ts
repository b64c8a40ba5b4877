import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { authenticated } from "../players/session.ts";
import { isSessionLive, sessionEndsAt } from "../players/sessions.ts";
import { endsStream, type PlayerEvent } from "./bus.ts";
import { sessionHeartbeat } from "./heartbeat.ts";

/** Often enough that proxies and phones keep the stream open; each beat also reads the session's row. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/** Open streams a player may hold in one process: a few tabs and devices, not a socket flood. */
export const MAX_STREAMS_PER_PLAYER = 5;
/** setTimeout's longest delay; a session's idle end is never further than 7 days anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function frame(event: PlayerEvent): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** GET /api/v2/players/events, a server-sent event stream of the player's own events. */
export default async function eventRoutes(app: FastifyInstance, options: { heartbeatMs?: number }) {
  const open = new Set<() => void>();
  const heldBy = new Map<string, number>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get("/players/events", async (request, reply) => {
    const { player, session } = authenticated(request);
    const held = heldBy.get(player.id) ?? 0;
    if (held >= MAX_STREAMS_PER_PLAYER) throw new AppError("RATE_LIMITED", "Too many event streams are open");
    heldBy.set(player.id, held + 1);

    const response = reply.raw;
    let ended = false;
    let streaming = false;
    let unsubscribe = () => {};
    let stopHeartbeat = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(expiry);
      stopHeartbeat();
      stopEnds();
      unsubscribe();
      open.delete(end);
      const left = (heldBy.get(player.id) ?? 1) - 1;
      if (left > 0) heldBy.set(player.id, left);
      else heldBy.delete(player.id);
      if (streaming && !response.writableEnded) response.end();
    };
    open.add(end);
    // The stream belongs to its session: it ends with it, here or in any other server process.
    const stopEnds = app.events.subscribeEnds(player.id, (message) => {
      if (endsStream(message, session.id)) end();
    });
    const expiry = setTimeout(
      end,
      Math.min(Math.max(sessionEndsAt(session).getTime() - app.now().getTime(), 0), MAX_TIMER_MS),
    );
    expiry.unref();
    // An end published between authentication and subscribing was missed; the row tells instead.
    let live = false;
    try {
      live = await isSessionLive(app.db, session.id);
    } finally {
      if (!live) end();
    }
    if (ended) throw new AppError("UNAUTHENTICATED");

    reply.hijack();
    streaming = true;
    // Small frames must leave at once, not wait on Nagle for the previous frame's ACK.
    request.raw.socket.setNoDelay(true);
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      // The player's own events: never kept by a browser or a proxy, nor shared across cookies.
      "cache-control": "private, no-store, no-transform",
      vary: "Cookie",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise buffer the stream.
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    unsubscribe = app.events.subscribe(player.id, (event) => {
      if (!ended) response.write(frame(event));
    });
    // Each heartbeat asks the row too: the stream must not outlive its session even when the end's
    // message was lost (the session deleted, but its notification not sent).
    stopHeartbeat = sessionHeartbeat({
      intervalMs: options.heartbeatMs ?? HEARTBEAT_MS,
      isLive: () => isSessionLive(app.db, session.id),
      beat: () => {
        if (!ended) response.write(": heartbeat\n\n");
      },
      end,
    });
    request.raw.on("close", end);
    response.on("close", end);
    // The client may have left while the session was being checked.
    if (request.raw.socket.destroyed) end();
  });
}
