import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ledgerEntries } from "../../db/schema/ledger.ts";

/** What moved on our side, by kind (see docs/money.md). */
export const ledgerKinds = [
  "DEPOSIT_CREDIT",
  "DEPOSIT_BONUS",
  /** Credit taken out of the provider for a withdrawal (negative, THB). */
  "WITHDRAWAL_OUT",
  /** A rejected withdrawal's credit put back (positive, THB). */
  "WITHDRAWAL_REFUND",
  /** Staff paid the withdrawal out to the bank account (the payout, LAK; moves no credit). */
  "WITHDRAWAL_PAYOUT",
  /** The part of a withdrawal above its promotion's max credit: taken out, not paid (negative, THB). */
  "PROMOTION_EXCESS_RETURNED",
  /** A cancelled promotion's unearned bonus taken back from the provider (negative, THB). */
  "PROMOTION_BONUS_REMOVED",
  /** Credit the player moved out of one provider to another (negative, THB, at `from`). */
  "TRANSFER_OUT",
  /** That credit arriving at the other provider (positive, THB, at `to`). */
  "TRANSFER_IN",
  /** That credit put back into `from` because `to` refused it for good (positive, THB). */
  "TRANSFER_RETURNED",
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface NewLedgerEntry {
  agencyId: string;
  playerId: string;
  provider: string;
  kind: LedgerKind;
  /** Signed decimal string: credit given is positive, credit taken negative. */
  amount: string;
  currency: string;
  orderCode: string;
  /** The provider's own id for the transfer, for staff and disputes; absent when it gives none. */
  providerReference?: string | null;
  /** Unique: the same movement written twice stays one entry. */
  idempotencyKey: string;
  createdAt: Date;
}

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Appends the entry in the caller's transaction; answers false when its key was written before. */
export async function appendLedgerEntry(db: Db, entry: NewLedgerEntry): Promise<boolean> {
  const inserted = await db
    .insert(ledgerEntries)
    .values(entry)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return inserted.length > 0;
}

export async function listPlayerLedger(db: Db, playerId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .orderBy(asc(ledgerEntries.id));
}

/** Read from the player's index in order, so long histories cost no more. */
export async function latestPlayerLedger(db: Db, playerId: string, limit: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
