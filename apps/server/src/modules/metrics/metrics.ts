import { count, inArray } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { CallObserver } from "../../adapters/timeouts.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/jobs.ts";

/** Who a login or an event stream belongs to. */
export type Audience = "player" | "staff";

/** Done jobs pile up until the sweep deletes them; only these are counted, through the jobs_due index. */
const COUNTED_JOB_STATUSES = ["pending", "running", "dead"] as const;

let processMetrics: Registry | undefined;

/**
 * Node's own figures (memory, CPU, GC) describe the process, so they are collected once per process:
 * their observers live as long as it does and must not hold an app that has closed.
 */
function processRegistry(): Registry {
  if (processMetrics === undefined) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** The app's own registry, so several apps in one process (tests) never share a metric. */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<"method" | "route" | "status">;
  readonly eventStreams: Gauge<"audience">;
  readonly paymentToCredit: Histogram;
  readonly adapterCallDuration: Histogram<"adapter" | "name" | "operation" | "outcome">;
  readonly adapterCallErrors: Counter<"adapter" | "name" | "operation">;
  readonly loginFailures: Counter<"audience">;

  constructor(db: Db) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: "kham_http_request_duration_seconds",
      help: "Time to answer a request, by route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.eventStreams = new Gauge({
      name: "kham_event_streams_open",
      help: "Event streams open in this process",
      labelNames: ["audience"],
      registers,
    });
    this.paymentToCredit = new Histogram({
      name: "kham_deposit_payment_to_credit_seconds",
      help: "From the bank's payment to the credit at the provider",
      buckets: [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600],
      registers,
    });
    this.adapterCallDuration = new Histogram({
      name: "kham_adapter_call_duration_seconds",
      help: "Calls to payment gateways and game providers",
      labelNames: ["adapter", "name", "operation", "outcome"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.adapterCallErrors = new Counter({
      name: "kham_adapter_call_errors_total",
      help: "Calls to payment gateways and game providers that failed or timed out",
      labelNames: ["adapter", "name", "operation"],
      registers,
    });
    this.loginFailures = new Counter({
      name: "kham_login_failures_total",
      help: "Logins refused for a wrong name, password or code",
      labelNames: ["audience"],
      registers,
    });
    const deadJobs = new Gauge({
      name: "kham_jobs_dead",
      help: "Jobs that gave up, waiting for staff",
      registers: [],
    });
    // One query per scrape feeds both; the registry reads kham_jobs (which sets kham_jobs_dead) first.
    new Gauge({
      name: "kham_jobs",
      help: "Jobs not yet done, by kind and status",
      labelNames: ["kind", "status"],
      registers,
      async collect() {
        const rows = await db
          .select({ kind: jobs.kind, status: jobs.status, count: count() })
          .from(jobs)
          .where(inArray(jobs.status, [...COUNTED_JOB_STATUSES]))
          .groupBy(jobs.kind, jobs.status);
        this.reset();
        let dead = 0;
        for (const row of rows) {
          this.set({ kind: row.kind, status: row.status }, row.count);
          if (row.status === "dead") dead += row.count;
        }
        deadJobs.set(dead);
      },
    });
    this.registry.registerMetric(deadJobs);
  }

  /** The scrape: the process's figures and this app's, in Prometheus's text format. */
  text(): Promise<string> {
    return Registry.merge([processRegistry(), this.registry]).metrics();
  }

  readonly observeAdapterCall: CallObserver = (call, seconds, failed) => {
    this.adapterCallDuration.observe({ ...call, outcome: failed ? "error" : "ok" }, seconds);
    if (failed) this.adapterCallErrors.inc({ ...call });
  };

  /** A deposit credited: how long the player waited after paying. */
  depositCredited(paidAt: Date | null, creditedAt: Date) {
    if (paidAt === null) return;
    this.paymentToCredit.observe(Math.max(0, (creditedAt.getTime() - paidAt.getTime()) / 1000));
  }
}
