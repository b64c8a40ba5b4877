import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { staffAlertServiceWatch } from "../../db/schema/staff-alerts.ts";
import { type AlertContext, queueStaffAlert } from "./service.ts";

/* An agency's game provider or gateway account failing for five minutes, its recovery, and its credit used up. */

/** A service failing this long is told to the exceptions chat. */
export const SERVICE_DOWN_AFTER_MS = 5 * 60 * 1000;

export interface ServiceOutcome {
  agencyId: string;
  /** A game provider (`gclub`, …) or the payment gateway (`phajay`). */
  service: string;
  /** Undefined for a success; else the call and the reason, already redacted. */
  failure: string | undefined;
}

type WatchRow = typeof staffAlertServiceWatch.$inferSelect;

const minutesBetween = (from: Date, to: Date) =>
  Math.max(1, Math.round((to.getTime() - from.getTime()) / 60_000));

const watchOf = (agencyId: string, service: string) =>
  and(eq(staffAlertServiceWatch.agencyId, agencyId), eq(staffAlertServiceWatch.service, service));

async function lockedWatch(tx: Db, agencyId: string, service: string): Promise<WatchRow> {
  await tx.insert(staffAlertServiceWatch).values({ agencyId, service }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(staffAlertServiceWatch)
    .where(watchOf(agencyId, service))
    .for("update");
  return row!;
}

async function saveWatch(tx: Db, row: WatchRow): Promise<void> {
  const { agencyId, service, ...changes } = row;
  await tx.update(staffAlertServiceWatch).set(changes).where(watchOf(agencyId, service));
}

/** Told of every call's outcome; a success reaches the database only after a failure, so healthy calls cost nothing. */
export class ServiceWatch {
  private readonly context: AlertContext & { db: Db; log: FastifyBaseLogger };
  /** Per agency and service: whether its last outcome here was a success; absent: not known yet. */
  private readonly healthy = new Map<string, boolean>();
  /** One outcome at a time per account, in the order they came. */
  private readonly queue = new Map<string, Promise<void>>();

  constructor(context: AlertContext & { db: Db; log: FastifyBaseLogger }) {
    this.context = context;
  }

  /** Never throws: a lost alert must not fail the player's call. */
  note(outcome: ServiceOutcome): Promise<void> {
    const key = `${outcome.agencyId}\u0000${outcome.service}`;
    if (outcome.failure === undefined && this.healthy.get(key) === true) return Promise.resolve();
    const next = (this.queue.get(key) ?? Promise.resolve())
      .then(() => this.apply(key, outcome))
      .catch((error: unknown) => {
        this.healthy.delete(key);
        this.context.log.warn({ err: error, service: outcome.service }, "service alert not recorded");
      });
    this.queue.set(key, next);
    void next.finally(() => {
      if (this.queue.get(key) === next) this.queue.delete(key);
    });
    return next;
  }

  private async apply(key: string, outcome: ServiceOutcome): Promise<void> {
    const { db } = this.context;
    const now = this.context.now();
    await db.transaction(async (tx) => {
      const row = await lockedWatch(tx, outcome.agencyId, outcome.service);
      const tell = (alert: Parameters<typeof queueStaffAlert>[3]) =>
        queueStaffAlert(tx, this.context, outcome.agencyId, alert);
      if (outcome.failure === undefined) {
        if (row.downToldAt !== null && row.failingSince !== null) {
          await tell({
            kind: "service-recovered",
            service: outcome.service,
            minutes: minutesBetween(row.failingSince, now),
          });
        }
        await saveWatch(tx, { ...row, failingSince: null, downToldAt: null, creditToldAt: null });
        return;
      }
      const failingSince = row.failingSince ?? now;
      let { downToldAt, creditToldAt } = row;
      if (creditToldAt === null && outcome.failure.includes("AGENT_CREDIT")) {
        await tell({ kind: "provider-credit", provider: outcome.service });
        creditToldAt = now;
      }
      if (downToldAt === null && now.getTime() - failingSince.getTime() >= SERVICE_DOWN_AFTER_MS) {
        await tell({
          kind: "service-down",
          service: outcome.service,
          failure: outcome.failure,
          minutes: minutesBetween(failingSince, now),
        });
        downToldAt = now;
      }
      await saveWatch(tx, { ...row, failingSince, downToldAt, creditToldAt });
    });
    this.healthy.set(key, outcome.failure === undefined);
  }
}
