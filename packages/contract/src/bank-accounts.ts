import { z } from "zod";
import { text } from "./text.ts";

/** Account number length when a bank does not say otherwise. */
export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 18;
export const ACCOUNT_NAME_MAX = 100;

/** Bank accounts are LAK only (spec). */
export const BANK_ACCOUNT_CURRENCY = "LAK";

export const addBankAccountBody = z.strictObject({
  bankCode: text().trim().min(1, "validation.bank_required").max(16, "validation.bank_invalid"),
  // Only the shape of a field here: whether the number can exist is ACCOUNT_NOT_FOUND (422).
  accountNumber: text()
    .trim()
    .min(1, "validation.account_number_required")
    .max(64, "validation.account_number_invalid"),
  accountName: text()
    .trim()
    .min(1, "validation.account_name_required")
    .max(ACCOUNT_NAME_MAX, "validation.account_name_max"),
  currency: z.literal(BANK_ACCOUNT_CURRENCY, { error: "validation.currency_lak_only" }),
});
export type AddBankAccountBody = z.infer<typeof addBankAccountBody>;

/** Lao mobile numbers (020/030 …, optionally with 856): the number of an e-wallet, not a bank account. */
const E_WALLET = /^(856)?0?[23]0\d{7,8}$/;

function isStraightRun(digits: string): boolean {
  let ascending = true;
  let descending = true;
  for (let index = 1; index < digits.length; index += 1) {
    const step = (Number(digits[index]) - Number(digits[index - 1]) + 10) % 10;
    if (step !== 1) ascending = false;
    if (step !== 9) descending = false;
  }
  return ascending || descending;
}

/**
 * A number that cannot be a real bank account — not digits, wrong length, an e-wallet
 * (phone) number, or a test pattern (one repeated digit, a straight run like 0123456789).
 */
export function isPlausibleAccountNumber(
  accountNumber: string,
  length: { min: number; max: number } = { min: ACCOUNT_NUMBER_MIN, max: ACCOUNT_NUMBER_MAX },
): boolean {
  if (!/^\d+$/.test(accountNumber)) return false;
  if (accountNumber.length < length.min || accountNumber.length > length.max) return false;
  if (E_WALLET.test(accountNumber)) return false;
  if (/^(\d)\1*$/.test(accountNumber)) return false;
  return !isStraightRun(accountNumber);
}

/** A player's bank account as the API answers it. */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  currency: z.literal(BANK_ACCOUNT_CURRENCY),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
