import { z } from "zod";
import { ACCOUNT_NAME_MAX, BANK_ACCOUNT_CURRENCY } from "./bank-account-rules.ts";
import { text } from "./text.ts";

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
