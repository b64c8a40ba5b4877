import { BANK_ACCOUNT_CURRENCY, type BankAccount } from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencyBanks, bankAccounts } from "../../db/schema.ts";

/** A player's accounts with their bank's name: read by the player's info on every page load. */
const accountsOf = preparedQuery((db) =>
  db
    .select({
      id: bankAccounts.id,
      bankCode: bankAccounts.bankCode,
      bankName: agencyBanks.name,
      accountNumber: bankAccounts.accountNumber,
      accountName: bankAccounts.accountName,
      createdAt: bankAccounts.createdAt,
    })
    .from(bankAccounts)
    .innerJoin(
      agencyBanks,
      and(eq(agencyBanks.agencyId, bankAccounts.agencyId), eq(agencyBanks.code, bankAccounts.bankCode)),
    )
    .where(eq(bankAccounts.playerId, sql.placeholder("playerId")))
    .prepare("bank_accounts_of_player"),
);

export async function listBankAccounts(db: Db, playerId: string): Promise<BankAccount[]> {
  const rows = await accountsOf(db).execute({ playerId });
  return rows.map((row) => ({
    ...row,
    currency: BANK_ACCOUNT_CURRENCY,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Inserts the account, or answers undefined when the player has one or the number is taken. */
export async function insertBankAccount(
  db: Db,
  account: typeof bankAccounts.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(bankAccounts)
    .values(account)
    .onConflictDoNothing()
    .returning({ id: bankAccounts.id });
  return created;
}

export async function playerHasBankAccount(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.playerId, playerId))
    .limit(1);
  return row !== undefined;
}

export async function bankAccountNumberTaken(
  db: Db,
  agencyId: string,
  bankCode: string,
  accountNumber: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.agencyId, agencyId),
        eq(bankAccounts.bankCode, bankCode),
        eq(bankAccounts.accountNumber, accountNumber),
      ),
    )
    .limit(1);
  return row !== undefined;
}
