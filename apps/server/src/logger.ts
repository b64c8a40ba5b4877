import { type Logger, pino } from "pino";

/** Lines are written once this many bytes are waiting (a dozen request lines)… */
export const LOG_BATCH_BYTES = 4096;
/** …or this often, so a quiet server's lines are not held back for long. */
export const LOG_FLUSH_EVERY_MS = 500;

/** What a request's log line tells of it (as Fastify writes it). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Never a header but the API version, so no cookie or authorization can reach the log. */
export function requestFields(request: LoggedRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: request.url,
    version: typeof version === "string" ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface ServerLogger {
  log: Logger;
  /** Resolves once every line logged so far is written; called on close, before the process exits. */
  flush(): Promise<void>;
}

/** Lines are batched and written synchronously; what waits is written on close, exit and at once for a fatal line. */
export function serverLogger(options: { level: string; destination?: number }): ServerLogger {
  const destination = pino.destination({
    dest: options.destination ?? 1,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_EVERY_MS,
  });
  const log = pino({ level: options.level, serializers: { req: requestFields } }, destination);
  // A process that ends without closing (process.exit) still writes the lines it logged.
  process.once("exit", () => {
    try {
      destination.flushSync();
    } catch {
      // The destination is gone already: there is nowhere left to write.
    }
  });
  return {
    log,
    async flush() {
      // The destination's own flush can stop short of a partial batch; its fsync on a pipe may fail harmlessly.
      await new Promise<void>((resolve) => log.flush(() => resolve()));
      destination.flushSync();
    },
  };
}
