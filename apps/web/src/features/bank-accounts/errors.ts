import type { AddBankAccountBody } from "@kham/contract";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

type BankAccountField = keyof AddBankAccountBody;
const formFields: readonly BankAccountField[] = ["bankCode", "accountNumber", "accountName", "currency"];

export interface BankAccountFailure {
  /** Messages (translation keys) to show next to their field. */
  fields: Partial<Record<BankAccountField, string>>;
  /** A message for the whole form, when the failure belongs to no single field. */
  form?: string;
}

/** An invalid number belongs to its field; a used number or a second account to the whole form. */
export function bankAccountFailure(error: unknown): BankAccountFailure {
  if (!isApiError(error)) return { fields: {}, form: errorKey(error) };
  switch (error.code) {
    case "ACCOUNT_NOT_FOUND":
      return { fields: { accountNumber: "bank_account.error.account_not_found" } };
    case "ACCOUNT_IN_USED":
      return { fields: {}, form: "bank_account.error.account_in_used" };
    case "BANK_ACCOUNT_EXISTS":
      return { fields: {}, form: "bank_account.error.exists" };
    case "VALIDATION_ERROR": {
      const fields: BankAccountFailure["fields"] = {};
      for (const field of formFields) {
        const message = error.fields?.[field];
        if (message) fields[field] = message.startsWith("validation.") ? message : "errors.VALIDATION_ERROR";
      }
      return Object.keys(fields).length > 0 ? { fields } : { fields, form: "errors.VALIDATION_ERROR" };
    }
    default:
      return { fields: {}, form: errorKey(error) };
  }
}
