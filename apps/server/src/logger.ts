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

/**
 * A request as its log line shows it: Fastify's own fields, never a header but the API version
 * asked for, so no cookie or authorization header can reach the log whatever is logged as `req`.
 * (This replaced a redaction pass over every line, which cost more than writing the line.)
 */
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

/**
 * The server's JSON logger (stdout by default). Every request has a line (a routine read's at
 * `debug`: plugins/request-log.ts), and a write per line was a good part of a short API call's
 * cost: lines are collected and written in batches. The writes stay synchronous, as pino's
 * default is: handing each batch to the thread pool instead cost more CPU than the write itself
 * on a two-core machine. What is still waiting is written on
 * close, when the process exits, and at once for a fatal line; only a killed process loses its
 * last lines.
 */
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
      // Writes the batch under way (its fsync fails on a pipe, which does not matter), then the
      // rest at once: the destination's own flush can stop short of a partial batch.
      await new Promise<void>((resolve) => log.flush(() => resolve()));
      destination.flushSync();
    },
  };
}
