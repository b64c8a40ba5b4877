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

const bodyResolver = zodResolver(addBankAccountBody);

/** The number's rule for the chosen bank; an empty number already says "required". */
function accountNumberMessage(body: AddBankAccountBody): string | undefined {
  const number = body.accountNumber.trim();
  if (number === "") return undefined;
  const problem = accountNumberProblem(number, accountNumberLength(body.bankCode));
  return problem ? accountNumberMessages[problem] : undefined;
}

/**
 * The contract's schema plus the number's rule, checked on their own: zod skips an object's refinement
 * once any field fails, which hid the number's error while no bank was chosen.
 */
export const addBankAccountResolver: Resolver<AddBankAccountBody> = async (values, context, options) => {
  // No radio ticked reads as null; the schema's "choose a bank" is what the player should see.
  const body = { ...values, bankCode: values.bankCode ?? "" };
  const result = await bodyResolver(body, context, options);
  const numberMessage = accountNumberMessage(body);
  if (numberMessage === undefined || result.errors.accountNumber) return result;
  return {
    values: {},
    errors: { ...result.errors, accountNumber: { type: "custom", message: numberMessage } },
  };
};
