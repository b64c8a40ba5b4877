import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Made only when something logs through it: most calls log only their one line, written through the parent. */
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

/** A read slower than this is worth an operator's eye: its line stays at `info`. */
export const SLOW_READ_MS = 1000;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Where app.ts mounts the staff API (`/api` + `/admin/v1`). */
const STAFF_API = "/api/admin/";

/** Quick successful player reads are `debug`; writes, refusals, slow reads and every staff call stay `info`. */
export function requestLineLevel(answer: {
  method: string;
  /** The matched route's pattern, never the address as sent: `/api/%61dmin/…` routes to staff too. */
  route: string | undefined;
  statusCode: number;
  responseTimeMs: number;
  failed: boolean;
}): "error" | "info" | "debug" {
  if (answer.failed) return "error";
  const routineRead =
    READS.has(answer.method) &&
    answer.statusCode < 400 &&
    answer.responseTimeMs < SLOW_READ_MS &&
    !(answer.route ?? "").startsWith(STAFF_API);
  return routineRead ? "debug" : "info";
}

/** One line when answered instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log;
    const responseTime = reply.elapsedTime;
    const level = requestLineLevel({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTimeMs: responseTime,
      failed: !!error,
    });
    // A request that logged nothing else never made its child: the parent writes the same line with the id.
    const direct = log instanceof RequestLogger && log.unused;
    const target = log instanceof RequestLogger ? (direct ? log.parent : log.made) : log;
    // A line below the logger's level is not even put together.
    if ((target as Partial<Pick<Logger, "isLevelEnabled">>).isLevelEnabled?.(level) === false) return;
    const fields = {
      reqId: direct ? request.id : undefined,
      req: request,
      res: reply,
      responseTime,
      err: error ?? undefined,
    };
    if (level === "error") target.error(fields, "request errored");
    else target[level](fields, "request completed");
  }
}
