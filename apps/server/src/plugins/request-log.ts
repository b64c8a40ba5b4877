import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Bindings, ChildLoggerOptions, LogFn } from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * A request's logger, made only when something logs through it. Fastify gives every request a
 * child logger bound to the request's id, but most calls log nothing except their one line at
 * the end, which `OneLinePerRequest` writes through the parent with the id as a field: the same
 * line. A child per call was work, and garbage, on every request for nothing.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  // The level methods, on the prototype (below): seven closures per request would undo the saving.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The child Fastify would have made, made on first use. */
  get made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  /** Nothing has logged through it, and its child would add nothing but the request's id. */
  get unused(): boolean {
    return (
      this.#child === undefined &&
      this.#options.level === undefined &&
      this.#options.serializers === undefined
    );
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

for (const level of LEVELS) {
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
    (this.made[level] as (...args: unknown[]) => void)(...args);
  } as LogFn;
}

/** Fastify's `childLoggerFactory`: a request's logger that costs nothing until it is used. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

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
    const log = reply.log;
    // A request that logged nothing else never made its child: the parent writes the same line,
    // with the id as a field (Fastify's label, "reqId"). Fields left undefined are not written.
    const direct = log instanceof RequestLogger && log.unused;
    const fields = {
      reqId: direct ? request.id : undefined,
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      err: error ?? undefined,
    };
    const target = direct ? log.parent : log;
    if (error) target.error(fields, "request errored");
    else target.info(fields, "request completed");
  }
}
