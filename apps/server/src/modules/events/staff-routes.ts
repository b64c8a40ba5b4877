import { agencyParams } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { staffSessionAlive } from "../staff/service.ts";
import { staffChannel, staffStreamKey } from "./service.ts";
import { eventStreams } from "./stream.ts";

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
  const stream = eventStreams(app, {
    heartbeatMs: options.heartbeatMs ?? STAFF_HEARTBEAT_MS,
    maxPerOwner: MAX_STREAMS_PER_STAFF,
  });
  const loggedOut = () => new AppError("UNAUTHENTICATED", "Log in to the back office");

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/agencies/:agency/events",
      { config: streamConfig, schema: { params: agencyParams } },
      async (request, reply) => {
        const resumed = request.staffSession;
        // The admin token has no session to end with; the stream is only for signed-in staff.
        if (!resumed) throw loggedOut();
        const { staff, session } = resumed;
        await stream(request, reply, {
          owner: staff.id,
          endsKey: staffStreamKey(staff.id),
          sessionId: session.id,
          channel: staffChannel(request.agency.id),
          isLive: () => staffSessionAlive(app.db, session.id, app.now()),
          ended: loggedOut,
        });
      },
    );
}
