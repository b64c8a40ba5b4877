import type { FastifyInstance } from "fastify";
import { authenticated } from "../../plugins/session.ts";
import type { PlayerEvent } from "./bus.ts";

/** Often enough that proxies and phones keep the stream open, rarely enough to cost nothing. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;

function frame(event: PlayerEvent): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Design §8: GET /api/v2/players/events, a server-sent event stream of the player's own events. */
export default async function eventRoutes(app: FastifyInstance, options: { heartbeatMs?: number }) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get("/players/events", async (request, reply) => {
    const { player } = authenticated(request);
    reply.hijack();
    // Small frames must leave at once, not wait on Nagle for the previous frame's ACK.
    request.raw.socket.setNoDelay(true);
    const response = reply.raw;
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise buffer the stream.
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const unsubscribe = app.events.subscribe(player.id, (event) => response.write(frame(event)));
    const heartbeat = setInterval(
      () => response.write(": heartbeat\n\n"),
      options.heartbeatMs ?? HEARTBEAT_MS,
    );
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    request.raw.on("close", end);
    response.on("close", end);
  });
}
