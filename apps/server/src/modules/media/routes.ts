import { errorBodySchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { findImageFile } from "./service.ts";

/** The address names the content, so a copy anywhere stays right for ever. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Served with the type their bytes were checked to be, and nosniff. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:file",
    {
      // The name is checked by the handler: whatever it is, an unknown image is a 404, not a 400.
      schema: {
        params: z.object({ file: z.string() }),
        // The bytes as they are (a Buffer is sent unserialised), or the error envelope.
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)),
          "4xx": errorBodySchema,
          "5xx": errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const image = await findImageFile(app.db, request.params.file);
      if (image === undefined) throw new AppError("NOT_FOUND", "No such image");
      return reply
        .header("content-type", image.contentType)
        .header("cache-control", IMMUTABLE)
        .header("etag", `"${image.sha256}"`)
        .header("x-content-type-options", "nosniff")
        .send(image.bytes);
    },
  );
}
