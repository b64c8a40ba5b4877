// Without zod, so the form's number check does not load the schemas (bank-accounts.ts).

/** Account number length when a bank does not say otherwise. */
export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 18;
export const ACCOUNT_NAME_MAX = 100;

/** Bank accounts are LAK only (spec). */
export const BANK_ACCOUNT_CURRENCY = "LAK";

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

/** How many digits an account number has: the same bounds for the form and the server. */
export interface AccountNumberLength {
  min: number;
  max: number;
}

/** No bank has its own bounds yet; one with its own would answer them here, for both sides. */
export function accountNumberLength(_bankCode: string | undefined): AccountNumberLength {
  return { min: ACCOUNT_NUMBER_MIN, max: ACCOUNT_NUMBER_MAX };
}

/** Why an account number cannot be a real bank account: not digits, wrong length, or not a real one. */
export type AccountNumberProblem = "digits" | "length" | "implausible";

/** Also refuses numbers no bank gives out: an e-wallet (phone) number or a test pattern. */
export function accountNumberProblem(
  accountNumber: string,
  length: AccountNumberLength = accountNumberLength(undefined),
): AccountNumberProblem | undefined {
  if (!/^\d+$/.test(accountNumber)) return "digits";
  if (accountNumber.length < length.min || accountNumber.length > length.max) return "length";
  if (E_WALLET.test(accountNumber) || /^(\d)\1*$/.test(accountNumber) || isStraightRun(accountNumber)) {
    return "implausible";
  }
  return undefined;
}

/** Whether a number can be a real bank account (see accountNumberProblem): the server's check. */
export function isPlausibleAccountNumber(
  accountNumber: string,
  length: AccountNumberLength = accountNumberLength(undefined),
): boolean {
  return accountNumberProblem(accountNumber, length) === undefined;
}
