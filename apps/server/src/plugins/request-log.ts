import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when it is answered (what was asked, the answer, how long it
 * took), instead of Fastify's two (one on arrival, one on completion): half the logging work on
 * every call, nothing lost but a line for a request that never completes.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}
