import { fingerprintAnswerSchema, fingerprintBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../http.ts";
import { accountRateLimits } from "../../plugins/rate-limit.ts";
import { reportFingerprint } from "./service.ts";

/** Works for visitors and players alike; a player's report is linked to them. */
export default async function fingerprintRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/fingerprint",
    {
      preValidation: app.limitBy("fingerprint", accountRateLimits.fingerprint),
      schema: {
        body: fingerprintBody,
        response: ok(fingerprintAnswerSchema),
      },
    },
    async (request) => ({
      data: await reportFingerprint(app.db, {
        agencyId: request.agency.id,
        playerId: request.playerSession?.player.id ?? null,
        device: request.body.fingerprint,
        now: app.now(),
      }),
    }),
  );
}
