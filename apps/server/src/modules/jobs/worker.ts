import { randomBytes } from "node:crypto";
import os from "node:os";
import { DONE_JOBS_KEPT_DAYS } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import {
  buryJob,
  claimDueJobs,
  completeJob,
  deleteDoneJobs,
  enqueueJob,
  extendLeases,
  type JobRow,
  type NewJob,
  releaseAllLeases,
  rescheduleJob,
} from "./repository.ts";
import { JobMustWait, PermanentJobError } from "./service.ts";

/** What a handler may answer: nothing (done) or a time to look again (polling, not a failure). */
export type JobOutcome = undefined | { runAgainAt: Date };

export interface GiveUpInput {
  code: string;
  reason: string;
  /** Staff checked the provider's report (see giveUpTransferJob). */
  checkedAtProvider?: boolean;
}

export interface SettleInput {
  code: string;
  /** Who recorded it as done and why: the start of the job's last error. */
  reason: string;
  /** The provider's own id of the transfer, as staff read it in its report. */
  providerReference?: string;
}

/** A settled job, the order as its step left it, and the provider's id kept on the ledger entry. */
export interface Settled {
  job: JobRow;
  order: { code: string; status: string };
  providerReference: string | undefined;
}

export interface JobHandler {
  run(payload: Record<string, unknown>, job: JobRow): Promise<JobOutcome>;
  /** Staff give up a dead job of this kind for good: its order fails (the give-up staff route). */
  giveUp?(
    job: JobRow,
    input: GiveUpInput,
    log: FastifyBaseLogger,
  ): Promise<{ job: JobRow; order: { code: string } }>;
  /** Staff record a dead transfer as done: its step recorded as the provider's success would have. */
  settle?(job: JobRow, input: SettleInput, log: FastifyBaseLogger): Promise<Settled>;
}

/** Told in the burying transaction that a job died (staff alerts); its failure never keeps the job from dying. */
export type BuriedListener = (tx: Db, job: JobRow, error: string) => Promise<void>;

export interface JobWorkerOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Renewed every third of it while the job runs, so a crashed worker's jobs are taken over within one lease. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 5 * 60 * 1000;

/** Exponential backoff with a cap: 1 s, 2 s, 4 s … 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** A crashed worker's job is taken over within this long (a paid deposit reaches the player in time). */
export const DEFAULT_LEASE_MS = 10_000;

/** Money's history is in orders, payments and the ledger; dead, pending and running jobs are never deleted. */
export const DONE_JOBS_KEPT_MS = DONE_JOBS_KEPT_DAYS * 24 * 60 * 60 * 1000;
export const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Deleted a batch per statement, so a long backlog (the first sweep after an upgrade) holds no long lock. */
export const PRUNE_BATCH = 1000;

/** Runs the durable jobs behind every adapter call (see docs/money.md); tests call runDueJobs() instead of start(). */
export class JobWorker {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly buriedListeners: BuriedListener[] = [];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning: Promise<void> | undefined;
  private rerun = false;
  private started = false;
  /** Set by stop(), so a long sweep ends after its current batch instead of holding the close up. */
  private stopping = false;

  private readonly options: JobWorkerOptions;

  constructor(options: JobWorkerOptions) {
    this.options = options;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 20;
  }

  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a handler for ${kind} exists already`);
    this.handlers.set(kind, handler);
  }

  onBuried(listener: BuriedListener): void {
    this.buriedListeners.push(listener);
  }

  /** Gives a dead job up through its kind's handler; undefined when the kind cannot be given up. */
  giveUp(job: JobRow, input: GiveUpInput, log: FastifyBaseLogger) {
    return this.handlers.get(job.kind)?.giveUp?.(job, input, log);
  }

  /** Records a dead job as done through its kind's handler; undefined when the kind cannot be. */
  settle(job: JobRow, input: SettleInput, log: FastifyBaseLogger) {
    return this.handlers.get(job.kind)?.settle?.(job, input, log);
  }

  /** Enqueue inside the caller's transaction, so the job exists exactly when the state change does. */
  enqueue(db: Db, job: NewJob): Promise<boolean> {
    return enqueueJob(db, job);
  }

  /** Runs every job that is due now, batch after batch; answers how many ran. */
  async runDueJobs(): Promise<number> {
    let total = 0;
    const seen = new Set<number>();
    for (;;) {
      const claimed = await claimDueJobs(this.options.db, {
        workerId: this.workerId,
        now: this.options.now(),
        leaseMs: this.leaseMs,
        limit: this.batchSize,
        kinds: [...this.handlers.keys()],
      });
      if (claimed.length === 0) return total;
      const heartbeat = setInterval(() => this.renewLeases(claimed), Math.max(1, this.leaseMs / 3));
      heartbeat.unref();
      try {
        await Promise.all(claimed.map((job) => this.runOne(job)));
      } finally {
        clearInterval(heartbeat);
      }
      total += claimed.length;
      // A job put back as due at once would be claimed forever in this pass; the next pass takes it.
      if (claimed.some((job) => seen.has(job.id))) return total;
      for (const job of claimed) seen.add(job.id);
    }
  }

  private renewLeases(claimed: JobRow[]): void {
    const { db, now, log } = this.options;
    extendLeases(db, {
      ids: claimed.map((job) => job.id),
      workerId: this.workerId,
      lockedUntil: new Date(now().getTime() + this.leaseMs),
    }).catch((error) => log.warn({ err: error }, "job lease renewal failed"));
  }

  /** `ownsDatabase` (PGlite's folder lock) takes a crashed run's running jobs back at once, not after their lease. */
  async start(options: { ownsDatabase?: boolean } = {}): Promise<void> {
    if (this.started) return;
    if (options.ownsDatabase) {
      const released = await releaseAllLeases(this.options.db, this.options.now());
      if (released > 0) this.options.log.info({ released }, "jobs of the previous run taken back");
    }
    this.started = true;
    this.stopping = false;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    tick();
    // Once now (the first run after an upgrade may find a backlog), then every hour.
    this.sweep();
    this.pruneTimer = setInterval(() => this.sweep(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  private sweep(): void {
    if (this.pruning !== undefined) return;
    const { log } = this.options;
    this.pruning = this.pruneDoneJobs()
      .then((removed) => {
        if (removed > 0) log.info({ removed }, "done jobs past their keeping removed");
      })
      .catch((error) => log.error({ err: error }, "done-job sweep failed"))
      .finally(() => {
        this.pruning = undefined;
      });
  }

  /** Deletes the jobs done more than DONE_JOBS_KEPT_MS ago, batch after batch; answers how many. */
  async pruneDoneJobs(): Promise<number> {
    const before = new Date(this.options.now().getTime() - DONE_JOBS_KEPT_MS);
    let total = 0;
    for (;;) {
      const removed = await deleteDoneJobs(this.options.db, { before, limit: PRUNE_BATCH });
      total += removed;
      if (removed < PRUNE_BATCH || this.stopping) return total;
    }
  }

  /** Runs the due jobs soon, without waiting for the next poll; a no-op until start(). */
  kick(): void {
    if (!this.started) return;
    if (this.running !== undefined) {
      this.rerun = true;
      return;
    }
    this.running = this.runDueJobs()
      .catch((error) => {
        this.options.log.error({ err: error }, "job worker pass failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.rerun && this.started) {
          this.rerun = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    clearTimeout(this.timer);
    clearInterval(this.pruneTimer);
    await Promise.all([this.running, this.pruning]);
  }

  private async bury(job: JobRow, message: string): Promise<void> {
    const { db, now, log } = this.options;
    if (this.buriedListeners.length === 0) {
      await buryJob(db, job, this.workerId, message, now());
      return;
    }
    await db.transaction(async (tx) => {
      if (!(await buryJob(tx, job, this.workerId, message, now()))) return;
      for (const listener of this.buriedListeners) {
        try {
          // A savepoint: a listener's failed statement leaves the burial standing.
          await tx.transaction((inner) => listener(inner, job, message));
        } catch (error) {
          log.error({ err: error, job: job.dedupeKey }, "a dead job's listener failed");
        }
      }
    });
  }

  private async runOne(job: JobRow): Promise<void> {
    const { db, now, log } = this.options;
    const handler = this.handlers.get(job.kind);
    const payload = job.payload as Record<string, unknown>;
    try {
      if (handler === undefined) throw new Error(`no handler for job kind ${job.kind}`);
      const outcome = await handler.run(payload, job);
      if (outcome === undefined) await completeJob(db, job, this.workerId, now());
      else
        await rescheduleJob(db, job, this.workerId, {
          runAt: outcome.runAgainAt,
          now: now(),
          countAttempt: false,
        });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof JobMustWait) {
        log.warn({ job: job.dedupeKey, reason: message }, "job waits, attempt not spent");
        await rescheduleJob(db, job, this.workerId, {
          runAt: new Date(now().getTime() + error.afterMs),
          now: now(),
          error: message,
          countAttempt: false,
        });
        return;
      }
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        // Never only a log line: a dead job is listed for staff (job:list --dead) until retried.
        log.error({ err: error, job: job.dedupeKey }, "job failed for good; staff must look at it");
        await this.bury(job, message);
        return;
      }
      log.warn({ err: error, job: job.dedupeKey, attempts: job.attempts }, "job failed, will retry");
      await rescheduleJob(db, job, this.workerId, {
        runAt: new Date(now().getTime() + backoffMs(job.attempts)),
        now: now(),
        error: message,
        countAttempt: true,
      });
    }
  }
}
