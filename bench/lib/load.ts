// A closed-loop HTTP load generator: each keep-alive connection sends its next request once the last answered.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What connection `worker` sends next; a scenario may chain calls (create, then cancel). */
export type Scenario = (worker: number, call: (request: LoadRequest) => Promise<Answer>) => Promise<void>;

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface LoadFigures {
  /** Completed timed requests per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  seconds: number;
  connections: number;
  /** CPU per timed request: it stays put under neighbours' load while throughput wanders. */
  serverCpuMsPerRequest: number;
}

export function percentile(samples: ArrayLike<number>, p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One request on a kept-alive connection of `agent`. */
export function send(agent: Agent, origin: URL, call: LoadRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: call.method ?? "GET",
        path: call.path,
        headers: {
          ...(call.body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(call.body) }),
          ...call.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(call.body);
  });
}

export interface LoadOptions {
  origin: string;
  connections: number;
  seconds: number;
  /** Requests in this first stretch are not counted (JIT, caches, connection set-up). */
  warmupSeconds: number;
  /** Which calls are timed; by default every call the scenario makes. */
  timed?: (request: LoadRequest) => boolean;
  /** The server's CPU time so far, in ms (see processCpuMs). */
  serverCpuMs?: () => number;
}

/** A non-2xx answer stops the run: a benchmark of error pages measures nothing. */
export async function runLoad(options: LoadOptions, scenario: Scenario): Promise<LoadFigures> {
  const origin = new URL(options.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let failure: Error | undefined;
  const start = performance.now();
  const countFrom = start + options.warmupSeconds * 1000;
  const until = countFrom + options.seconds * 1000;
  let counting = false;
  const cpu = { start: Number.NaN, end: Number.NaN };
  const sampleCpu = (at: "start" | "end") => () => {
    cpu[at] = options.serverCpuMs?.() ?? Number.NaN;
  };
  const timers = [
    setTimeout(sampleCpu("start"), options.warmupSeconds * 1000),
    setTimeout(sampleCpu("end"), (options.warmupSeconds + options.seconds) * 1000),
  ];
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async (_, worker) => {
        const call = async (next: LoadRequest): Promise<Answer> => {
          const sentAt = performance.now();
          const answer = await send(agent, origin, next);
          const doneAt = performance.now();
          const timed = options.timed?.(next) ?? true;
          if (timed && sentAt >= countFrom && doneAt <= until) {
            counting = true;
            latencies.push(doneAt - sentAt);
          }
          if (answer.status < 200 || answer.status >= 300) {
            errors += 1;
            failure ??= new Error(`${next.method ?? "GET"} ${next.path}: ${answer.status} ${answer.body}`);
          }
          return answer;
        };
        while (performance.now() < until && failure === undefined) await scenario(worker, call);
      }),
    );
  } finally {
    for (const timer of timers) clearTimeout(timer);
    agent.destroy();
  }
  // A busy event loop can fire the last timer after the loads have ended.
  if (Number.isNaN(cpu.end)) sampleCpu("end")();
  if (failure !== undefined) throw failure;
  if (!counting) throw new Error("no request completed inside the measured window");
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    errors,
    seconds: options.seconds,
    connections: options.connections,
    serverCpuMsPerRequest: (cpu.end - cpu.start) / latencies.length,
  };
}
