import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Answers once the database is migrated (the app is only built after that) and reachable. */
export default async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/health", { schema: { response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => {
      await options.ping();
      return { status: "ok" as const };
    });
}
