import { type AddBankAccountBody, type BankAccount, isPlausibleAccountNumber } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { findAgencyBank } from "../banks/service.ts";
import type { SessionPlayer } from "../players/service.ts";
import {
  bankAccountNumberTaken,
  insertBankAccount,
  listBankAccounts,
  playerHasBankAccount,
} from "./repository.ts";

/** The player's bank accounts (0 or 1): other modules read them here. */
export { listBankAccounts } from "./repository.ts";

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
