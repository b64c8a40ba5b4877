import {
  type AddBankAccountBody,
  BANK_ACCOUNT_CURRENCY,
  type BankAccount,
  isPlausibleAccountNumber,
} from "@kham/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type RawStatement, rawRows } from "../../db/raw.ts";
import { bankAccounts } from "../../db/schema/bank-accounts.ts";
import { AppError } from "../../errors.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { SessionPlayer } from "../players/repository.ts";

/**
 * A player's accounts with their bank's name: read by the player's info on every page load, so the
 * statement goes straight to the driver, prepared once per connection (see db/raw.ts).
 */
const accountsOf: RawStatement = {
  name: "bank_accounts_of_player",
  text: `select a.id, a.bank_code, b.name as bank_name, a.account_number, a.account_name, a.created_at
           from bank_accounts a
           join agency_banks b on b.agency_id = a.agency_id and b.code = a.bank_code
          where a.player_id = $1`,
};

interface AccountRow {
  id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: Date;
}

/** On the database handle, not in a transaction (a raw statement). */
export async function listBankAccounts(db: Db, playerId: string): Promise<BankAccount[]> {
  const rows = await rawRows<AccountRow>(db, accountsOf, [playerId]);
  return rows.map((row) => ({
    id: row.id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    currency: BANK_ACCOUNT_CURRENCY,
    createdAt: row.created_at.toISOString(),
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
