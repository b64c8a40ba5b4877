import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors.ts";
import type { Audience } from "../metrics/metrics.ts";
import { type EventBus, endsStream, type PlayerEvent } from "./bus.ts";
import { sessionHeartbeat } from "./heartbeat.ts";

/* Live events of the players' and the staff's pages: what other modules use besides the bus. */

/** Ends the streams of one session, in every server process (logout). */
export function endSessionStreams(events: EventBus, playerId: string, sessionId: string): Promise<void> {
  return events.endStreams({ playerId, sessionId });
}

/** Ends the player's streams in every process, or all but `keepSessionId`'s; call after the commit. */
export function endPlayerStreams(
  events: EventBus,
  playerId: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  return events.endStreams(
    options.keepSessionId === undefined ? { playerId } : { playerId, keepSessionId: options.keepSessionId },
  );
}

/** The agency's staff hear its order events on a channel of their own; an "agency:" key is never a player's id. */
export function staffChannel(agencyId: string): string {
  return `agency:${agencyId}`;
}

/** The bus key ending a staff member's streams; a "staff:" key is never a player's id. */
export function staffStreamKey(staffId: string): string {
  return `staff:${staffId}`;
}

/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/** setTimeout's longest delay; a session's idle end is never further than 7 days anyway. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One stream: whose it is, the session it lives and dies with, and the channel it carries. */
export interface StreamOf {
  /** Whose streams these are: each owner holds a bounded number at once. */
  owner: string;
  /** The bus key under which the session's end is announced. */
  endsKey: string;
  sessionId: string;
  /** The bus channel whose events the stream carries. */
  channel: string;
  /** Whether the session still lives, read from its row. */
  isLive: () => Promise<boolean>;
  /** When the session ends unless used again: the stream ends then at the latest. */
  endsAt?: Date;
  /** The answer when the session ended before the stream could start. */
  ended: () => AppError;
}

function frame(event: PlayerEvent): string {
  return `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Streams end with their session: when its end is announced in any process, or a heartbeat finds the row gone. */
export function eventStreams(
  app: FastifyInstance,
  options: { heartbeatMs: number; maxPerOwner: number; audience: Audience },
) {
  const openGauge = app.metrics.eventStreams.labels({ audience: options.audience });
  const open = new Set<() => void>();
  const heldBy = new Map<string, number>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  return async function stream(request: FastifyRequest, reply: FastifyReply, of: StreamOf): Promise<void> {
    const held = heldBy.get(of.owner) ?? 0;
    if (held >= options.maxPerOwner) throw new AppError("RATE_LIMITED", "Too many event streams are open");
    heldBy.set(of.owner, held + 1);

    const response = reply.raw;
    let ended = false;
    let streaming = false;
    let expiry: NodeJS.Timeout | undefined;
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
      const left = (heldBy.get(of.owner) ?? 1) - 1;
      if (left > 0) heldBy.set(of.owner, left);
      else heldBy.delete(of.owner);
      if (streaming) openGauge.dec();
      if (streaming && !response.writableEnded) response.end();
    };
    open.add(end);
    // The stream belongs to its session: it ends with it, here or in any other server process.
    const stopEnds = app.events.subscribeEnds(of.endsKey, (message) => {
      if (endsStream(message, of.sessionId)) end();
    });
    if (of.endsAt !== undefined) {
      expiry = setTimeout(
        end,
        Math.min(Math.max(of.endsAt.getTime() - app.now().getTime(), 0), MAX_TIMER_MS),
      );
      expiry.unref();
    }
    // An end published between authentication and subscribing was missed; the row tells instead.
    let live = false;
    try {
      live = await of.isLive();
    } finally {
      if (!live) end();
    }
    if (ended) throw of.ended();

    reply.hijack();
    streaming = true;
    openGauge.inc();
    // Small frames must leave at once, not wait on Nagle for the previous frame's ACK.
    request.raw.socket.setNoDelay(true);
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      // The caller's own events: never kept by a browser or a proxy, nor shared across cookies.
      "cache-control": "private, no-store, no-transform",
      vary: "Cookie",
      connection: "keep-alive",
      // nginx and similar proxies would otherwise buffer the stream.
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    unsubscribe = app.events.subscribe(of.channel, (event) => {
      if (!ended) response.write(frame(event));
    });
    // Each heartbeat asks the row too, in case the end's message was lost.
    stopHeartbeat = sessionHeartbeat({
      intervalMs: options.heartbeatMs,
      isLive: of.isLive,
      beat: () => {
        if (!ended) response.write(": heartbeat\n\n");
      },
      end,
    });
    request.raw.on("close", end);
    response.on("close", end);
    // The client may have left while the session was being checked.
    if (request.raw.socket.destroyed) end();
  };
}
