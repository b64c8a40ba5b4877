import type { Provider } from "@kham/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { staffAlertProviderWatch } from "../../db/schema/staff-alerts.ts";
import { type AlertContext, queueStaffAlert } from "./service.ts";

/* A game provider account failing for five minutes, its recovery, and the agency's credit there used up. */

/** A provider failing this long is told to the exceptions chat. */
export const PROVIDER_DOWN_AFTER_MS = 5 * 60 * 1000;

export interface ProviderOutcome {
  agencyId: string;
  provider: Provider;
  /** Undefined for a success; else the call and the reason, already redacted. */
  failure: string | undefined;
}

type WatchRow = typeof staffAlertProviderWatch.$inferSelect;

const minutesBetween = (from: Date, to: Date) =>
  Math.max(1, Math.round((to.getTime() - from.getTime()) / 60_000));

async function lockedWatch(tx: Db, agencyId: string, provider: string): Promise<WatchRow> {
  await tx.insert(staffAlertProviderWatch).values({ agencyId, provider }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(staffAlertProviderWatch)
    .where(
      and(eq(staffAlertProviderWatch.agencyId, agencyId), eq(staffAlertProviderWatch.provider, provider)),
    )
    .for("update");
  return row!;
}

async function saveWatch(tx: Db, row: WatchRow): Promise<void> {
  const { agencyId, provider, ...changes } = row;
  await tx
    .update(staffAlertProviderWatch)
    .set(changes)
    .where(
      and(eq(staffAlertProviderWatch.agencyId, agencyId), eq(staffAlertProviderWatch.provider, provider)),
    );
}

/** Told of every call's outcome; a success reaches the database only after a failure, so healthy calls cost nothing. */
export class ProviderWatch {
  private readonly context: AlertContext & { db: Db; log: FastifyBaseLogger };
  /** Per agency and provider: whether its last outcome here was a success; absent: not known yet. */
  private readonly healthy = new Map<string, boolean>();
  /** One outcome at a time per account, in the order they came. */
  private readonly queue = new Map<string, Promise<void>>();

  constructor(context: AlertContext & { db: Db; log: FastifyBaseLogger }) {
    this.context = context;
  }

  /** Never throws: a lost alert must not fail the player's call. */
  note(outcome: ProviderOutcome): Promise<void> {
    const key = `${outcome.agencyId}\u0000${outcome.provider}`;
    if (outcome.failure === undefined && this.healthy.get(key) === true) return Promise.resolve();
    const next = (this.queue.get(key) ?? Promise.resolve())
      .then(() => this.apply(key, outcome))
      .catch((error: unknown) => {
        this.healthy.delete(key);
        this.context.log.warn({ err: error, provider: outcome.provider }, "provider alert not recorded");
      });
    this.queue.set(key, next);
    void next.finally(() => {
      if (this.queue.get(key) === next) this.queue.delete(key);
    });
    return next;
  }

  private async apply(key: string, outcome: ProviderOutcome): Promise<void> {
    const { db } = this.context;
    const now = this.context.now();
    await db.transaction(async (tx) => {
      const row = await lockedWatch(tx, outcome.agencyId, outcome.provider);
      const tell = (alert: Parameters<typeof queueStaffAlert>[3]) =>
        queueStaffAlert(tx, this.context, outcome.agencyId, alert);
      if (outcome.failure === undefined) {
        if (row.downToldAt !== null && row.failingSince !== null) {
          await tell({
            kind: "provider-recovered",
            provider: outcome.provider,
            minutes: minutesBetween(row.failingSince, now),
          });
        }
        await saveWatch(tx, { ...row, failingSince: null, downToldAt: null, creditToldAt: null });
        return;
      }
      const failingSince = row.failingSince ?? now;
      let { downToldAt, creditToldAt } = row;
      if (creditToldAt === null && outcome.failure.includes("AGENT_CREDIT")) {
        await tell({ kind: "provider-credit", provider: outcome.provider });
        creditToldAt = now;
      }
      if (downToldAt === null && now.getTime() - failingSince.getTime() >= PROVIDER_DOWN_AFTER_MS) {
        await tell({
          kind: "provider-down",
          provider: outcome.provider,
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
