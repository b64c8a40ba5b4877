import {
  type AddBankAccountBody,
  BANK_ACCOUNT_CURRENCY,
  type BankAccount,
  isPlausibleAccountNumber,
} from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { bankAccounts } from "../../db/schema/bank-accounts.ts";
import { agencyBanks } from "../../db/schema/banks.ts";
import { AppError } from "../../errors.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { SessionPlayer } from "../players/repository.ts";

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

/** One LAK account per player, at an accepted bank, with a number that can exist. */
export async function addBankAccount(
  db: Db,
  player: SessionPlayer,
  body: AddBankAccountBody,
  now: Date,
): Promise<BankAccount> {
  const bank = await findAgencyBank(db, player.agencyId, body.bankCode);
  if (bank === undefined) {
    throw new AppError("VALIDATION_ERROR", "The bank is not accepted", {
      bankCode: "validation.bank_invalid",
    });
  }
  if (await playerHasBankAccount(db, player.id)) {
    throw new AppError("BANK_ACCOUNT_EXISTS", "This account was already added");
  }
  if (!isPlausibleAccountNumber(body.accountNumber)) {
    throw new AppError("ACCOUNT_NOT_FOUND", "The bank account number is invalid");
  }
  const created = await insertBankAccount(db, {
    agencyId: player.agencyId,
    playerId: player.id,
    bankCode: bank.code,
    accountNumber: body.accountNumber,
    accountName: body.accountName,
    currency: body.currency,
    createdAt: now,
  });
  if (created === undefined) {
    // A unique index refused it: say which rule, the player's own account or someone else's number.
    if (await playerHasBankAccount(db, player.id)) {
      throw new AppError("BANK_ACCOUNT_EXISTS", "This account was already added");
    }
    if (await bankAccountNumberTaken(db, player.agencyId, bank.code, body.accountNumber)) {
      throw new AppError("ACCOUNT_IN_USED", "This bank account is used by another player");
    }
    throw new Error("bank account insert refused for no known reason");
  }
  const [account] = (await listBankAccounts(db, player.id)).filter((row) => row.id === created.id);
  return account!;
}
