import { healthSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswers } from "../../http.ts";

/** Answers once the database is migrated (the app is only built after that) and reachable. */
export default async function healthRoutes(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/health", { schema: { response: { 200: healthSchema, ...errorAnswers } } }, async () => {
      await options.ping();
      return { status: "ok" as const };
    });
}
