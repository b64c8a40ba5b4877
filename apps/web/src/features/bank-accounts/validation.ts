import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AccountNumberProblem,
  type AddBankAccountBody,
  accountNumberLength,
  accountNumberProblem,
  addBankAccountBody,
} from "@kham/contract";
import type { Resolver } from "react-hook-form";

/* Loaded on its own (lazyResolver): it brings zod, so nothing imported on arrival may import it. */

/** Why an account number is refused, in the player's words (the server says ACCOUNT_NOT_FOUND). */
const accountNumberMessages: Record<AccountNumberProblem, string> = {
  digits: "validation.account_number_digits",
  length: "validation.account_number_length",
  implausible: "bank_account.error.account_not_found",
};

/** The server's account-number rule for the chosen bank, said before anything is sent. */
const addBankAccountForm = addBankAccountBody.superRefine((body, context) => {
  // An empty number already says "required".
  if (body.accountNumber.trim() === "") return;
  const problem = accountNumberProblem(body.accountNumber.trim(), accountNumberLength(body.bankCode));
  if (problem) {
    context.addIssue({ code: "custom", path: ["accountNumber"], message: accountNumberMessages[problem] });
  }
});

export const addBankAccountResolver: Resolver<AddBankAccountBody> = zodResolver(addBankAccountForm);
