import type { Provider } from "@kham/contract";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { depositOrders } from "../../db/schema/deposits.ts";
import { gameProviderHealth, gameProviderSettings } from "../../db/schema/game-providers.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { promotionUsages } from "../../db/schema/promotions.ts";
import { creditTransfers } from "../../db/schema/transfers.ts";
import { withdrawalOrders } from "../../db/schema/withdrawals.ts";

export type ProviderSettingsRow = typeof gameProviderSettings.$inferSelect;
export type ProviderHealthRow = typeof gameProviderHealth.$inferSelect;

export async function findProviderSettings(
  db: Db,
  agencyId: string,
  provider: Provider,
): Promise<ProviderSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(gameProviderSettings)
    .where(and(eq(gameProviderSettings.agencyId, agencyId), eq(gameProviderSettings.provider, provider)))
    .limit(1);
  return row;
}

export function listProviderSettings(db: Db, agencyId: string): Promise<ProviderSettingsRow[]> {
  return db.select().from(gameProviderSettings).where(eq(gameProviderSettings.agencyId, agencyId));
}

export async function saveProviderSettings(
  db: Db,
  row: typeof gameProviderSettings.$inferInsert,
): Promise<ProviderSettingsRow> {
  const { agencyId: _agencyId, provider: _provider, ...changes } = row;
  const [saved] = await db
    .insert(gameProviderSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [gameProviderSettings.agencyId, gameProviderSettings.provider],
      set: changes,
    })
    .returning();
  return saved!;
}

export function listProviderHealth(db: Db, agencyId: string): Promise<ProviderHealthRow[]> {
  return db.select().from(gameProviderHealth).where(eq(gameProviderHealth.agencyId, agencyId));
}

export interface HealthOutcome {
  agencyId: string;
  provider: Provider;
  at: Date;
  latencyMs: number;
  /** Redacted words (the call and the reason); undefined for a success. */
  failure?: string;
}

/** A success keeps the last failure, and a failure the last success: staff see both. */
export async function recordProviderHealth(db: Db, outcome: HealthOutcome): Promise<void> {
  const changes =
    outcome.failure === undefined
      ? { lastSuccessAt: outcome.at, lastLatencyMs: outcome.latencyMs }
      : { lastFailureAt: outcome.at, lastFailure: outcome.failure, lastLatencyMs: outcome.latencyMs };
  await db
    .insert(gameProviderHealth)
    .values({ agencyId: outcome.agencyId, provider: outcome.provider, ...changes })
    .onConflictDoUpdate({ target: [gameProviderHealth.agencyId, gameProviderHealth.provider], set: changes });
}

/**
 * The job kinds that move credit at a game provider, by the order column naming the provider they
 * ask; the kinds are the ones deposits, withdrawals, transfers and promotions enqueue (a test checks).
 */
export const PROVIDER_JOB_KINDS = {
  deposit: ["deposit.transfer"],
  withdrawal: ["withdrawal.transfer-out", "withdrawal.refund"],
  transferFrom: ["transfer.out", "transfer.return"],
  transferTo: ["transfer.in"],
  bonus: ["promotion.remove-bonus"],
} as const;

export interface OpenProviderJobs {
  openJobs: number;
  waitingOnAgentCredit: number;
}

/** The agency's provider jobs not done (pending, running or dead), per provider their order is of. */
export async function openProviderJobs(db: Db, agencyId: string): Promise<Map<string, OpenProviderJobs>> {
  const open = and(eq(jobs.agencyId, agencyId), ne(jobs.status, "done"));
  const counts = {
    openJobs: sql<number>`count(*)`.mapWith(Number),
    waitingOnAgentCredit: sql<number>`count(*) filter (where ${jobs.lastError} like 'AGENT_CREDIT%')`.mapWith(
      Number,
    ),
  };
  const select = (provider: PgColumn) =>
    db.select({ provider: sql<string>`${provider}`, ...counts }).from(jobs);
  const ofKinds = (kinds: readonly string[]) => and(open, inArray(jobs.kind, [...kinds]));
  const byCode = (code: PgColumn) => sql`${code} = ${jobs.payload}->>'code'`;
  const rows = (
    await Promise.all([
      select(depositOrders.provider)
        .innerJoin(depositOrders, byCode(depositOrders.code))
        .where(ofKinds(PROVIDER_JOB_KINDS.deposit))
        .groupBy(depositOrders.provider),
      select(withdrawalOrders.provider)
        .innerJoin(withdrawalOrders, byCode(withdrawalOrders.code))
        .where(ofKinds(PROVIDER_JOB_KINDS.withdrawal))
        .groupBy(withdrawalOrders.provider),
      select(creditTransfers.fromProvider)
        .innerJoin(creditTransfers, byCode(creditTransfers.code))
        .where(ofKinds(PROVIDER_JOB_KINDS.transferFrom))
        .groupBy(creditTransfers.fromProvider),
      select(creditTransfers.toProvider)
        .innerJoin(creditTransfers, byCode(creditTransfers.code))
        .where(ofKinds(PROVIDER_JOB_KINDS.transferTo))
        .groupBy(creditTransfers.toProvider),
      select(promotionUsages.provider)
        .innerJoin(promotionUsages, sql`${promotionUsages.id}::text = ${jobs.payload}->>'usageId'`)
        .where(ofKinds(PROVIDER_JOB_KINDS.bonus))
        .groupBy(promotionUsages.provider),
    ])
  ).flat();
  const result = new Map<string, OpenProviderJobs>();
  for (const row of rows) {
    const sum = result.get(row.provider) ?? { openJobs: 0, waitingOnAgentCredit: 0 };
    sum.openJobs += row.openJobs;
    sum.waitingOnAgentCredit += row.waitingOnAgentCredit;
    result.set(row.provider, sum);
  }
  return result;
}
