import { agencyParams } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { staffSessionAlive } from "../staff/service.ts";
import { endsStream, type PlayerEvent } from "./bus.ts";
import { sessionHeartbeat } from "./heartbeat.ts";
import { staffChannel, staffStreamKey } from "./service.ts";

/** Often enough that proxies keep the stream open; each beat also checks the session still lives. */
export const STAFF_HEARTBEAT_MS = 15_000;
/** Open streams a staff member may hold in one process: a few screens, not a socket flood. */
export const MAX_STREAMS_PER_STAFF = 5;

/** Opened and reopened by the browser by itself, the stream is never the staff member's activity. */
const streamConfig = { permission: "orders.read", unattended: true } as const;

/**
 * GET /agencies/{agency}/events: the agency's deposits and withdrawals as they change, for the
 * back office's live queue. The stream ends with its staff session: at once on logout, disabling or
 * a second-factor reset (in every server process), and at the first heartbeat after it idles or
 * runs out. The heartbeat's check does not count as activity, so a screen left open still idles out.
 */
export default async function staffEventRoutes(app: FastifyInstance, options: { heartbeatMs?: number }) {
  const open = new Set<() => void>();
  const heldBy = new Map<string, number>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/agencies/:agency/events",
      { config: streamConfig, schema: { params: agencyParams } },
      async (request, reply) => {
        const { agency } = request;
        const resumed = request.staffSession;
        // The admin token has no session to end with; the stream is only for signed-in staff.
        if (!resumed) throw new AppError("UNAUTHENTICATED", "Log in to the back office");
        const { staff, session } = resumed;
        const held = heldBy.get(staff.id) ?? 0;
        if (held >= MAX_STREAMS_PER_STAFF)
          throw new AppError("RATE_LIMITED", "Too many event streams are open");
        heldBy.set(staff.id, held + 1);

        const response = reply.raw;
        let ended = false;
        let streaming = false;
        let unsubscribe = () => {};
        let stopHeartbeat = () => {};
        const end = () => {
          if (ended) return;
          ended = true;
          stopHeartbeat();
          stopEnds();
          unsubscribe();
          open.delete(end);
          const left = (heldBy.get(staff.id) ?? 1) - 1;
          if (left > 0) heldBy.set(staff.id, left);
          else heldBy.delete(staff.id);
          if (streaming && !response.writableEnded) response.end();
        };
        open.add(end);
        const stopEnds = app.events.subscribeEnds(staffStreamKey(staff.id), (message) => {
          if (endsStream(message, session.id)) end();
        });
        // An end published between the guard's check and subscribing was missed; the row tells instead.
        let live = false;
        try {
          live = await staffSessionAlive(app.db, session.id, app.now());
        } finally {
          if (!live) end();
        }
        if (ended) throw new AppError("UNAUTHENTICATED", "Log in to the back office");

        reply.hijack();
        streaming = true;
        request.raw.socket.setNoDelay(true);
        response.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "private, no-store, no-transform",
          vary: "Cookie",
          connection: "keep-alive",
          "x-accel-buffering": "no",
          "x-content-type-options": "nosniff",
        });
        response.write("retry: 3000\n: connected\n\n");
        unsubscribe = app.events.subscribe(staffChannel(agency.id), (event: PlayerEvent) => {
          if (!ended) response.write(`event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
        });
        stopHeartbeat = sessionHeartbeat({
          intervalMs: options.heartbeatMs ?? STAFF_HEARTBEAT_MS,
          isLive: () => staffSessionAlive(app.db, session.id, app.now()),
          beat: () => {
            if (!ended) response.write(": heartbeat\n\n");
          },
          end,
        });
        request.raw.on("close", end);
        response.on("close", end);
        if (request.raw.socket.destroyed) end();
      },
    );
}
