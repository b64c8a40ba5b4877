import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

/** How many Host headers the request was sent with (Node keeps only the first in `headers`). */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let at = 0; at < rawHeaders.length; at += 2) {
    const name = rawHeaders[at]!;
    if (name.length === 4 && name.toLowerCase() === "host") count += 1;
  }
  return count;
}

/** RFC 9112 §3.2: more than one Host is a bad request; the host picks the agency, so none is guessed. */
export default fp(
  async function singleHost(app: FastifyInstance) {
    app.addHook("onRequest", (request, _reply, done) => {
      done(
        hostHeaderCount(request.raw.rawHeaders) > 1
          ? new AppError("VALIDATION_ERROR", "The request must have one Host header")
          : undefined,
      );
    });
  },
  { name: "single-host" },
);
