import type { BankAccount } from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencyBanks, bankAccounts } from "../../db/schema.ts";

const accountColumns = {
  id: bankAccounts.id,
  bankCode: bankAccounts.bankCode,
  bankName: agencyBanks.name,
  accountNumber: bankAccounts.accountNumber,
  accountName: bankAccounts.accountName,
  currency: bankAccounts.currency,
  createdAt: bankAccounts.createdAt,
};

type AccountRow = { [K in keyof typeof accountColumns]: (typeof accountColumns)[K]["_"]["data"] };

function toBankAccount(row: AccountRow): BankAccount {
  return { ...row, currency: "LAK", createdAt: row.createdAt.toISOString() };
}

/** Read by the player's info on every page load, so prepared once. */
const accountsOf = preparedQuery((db) =>
  db
    .select(accountColumns)
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
  return rows.map(toBankAccount);
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
