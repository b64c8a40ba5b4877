import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AccountNumberProblem,
  type AddBankAccountBody,
  accountNumberLength,
  accountNumberProblem,
  addBankAccountBody,
} from "@kham/contract";
import type { Resolver } from "react-hook-form";

/*
 * The bank account form's validation, loaded on its own (see lazyResolver): this module is what
 * brings zod to the bank account screen, so nothing the screen imports on arrival may import it.
 */

/** Why an account number is refused, in the player's words (the server says ACCOUNT_NOT_FOUND). */
const accountNumberMessages: Record<AccountNumberProblem, string> = {
  digits: "validation.account_number_digits",
  length: "validation.account_number_length",
  implausible: "bank_account.error.account_not_found",
};

/**
 * The contract's body, then the server's account-number rule for the chosen bank: digits only, the
 * bank's length, and no number a bank never gives out — said before anything is sent.
 */
const addBankAccountForm = addBankAccountBody.superRefine((body, context) => {
  // An empty number already says "required".
  if (body.accountNumber.trim() === "") return;
  const problem = accountNumberProblem(body.accountNumber.trim(), accountNumberLength(body.bankCode));
  if (problem) {
    context.addIssue({ code: "custom", path: ["accountNumber"], message: accountNumberMessages[problem] });
  }
});

export const addBankAccountResolver: Resolver<AddBankAccountBody> = zodResolver(addBankAccountForm);
