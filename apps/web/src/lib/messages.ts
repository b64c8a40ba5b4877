import {
  ACCOUNT_NUMBER_MAX,
  ACCOUNT_NUMBER_MIN,
  DISPLAY_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from "@kham/contract";
import type { TFunction } from "@/lib/translator";

/** Values the contract's validation messages refer to, e.g. "at least {{number}} characters". */
export const validationValues = {
  number: PASSWORD_MIN,
  usernameMin: USERNAME_MIN,
  usernameMax: USERNAME_MAX,
  passwordMax: PASSWORD_MAX,
  displayNameMax: DISPLAY_NAME_MAX,
  accountNumberMin: ACCOUNT_NUMBER_MIN,
  accountNumberMax: ACCOUNT_NUMBER_MAX,
};

/** `values` fill in what the contract's constants cannot, e.g. the agency's limits. */
export function validationText(
  t: TFunction,
  message: string | undefined,
  values?: Record<string, string | number>,
): string | undefined {
  if (!message) return undefined;
  return t(message, { ...validationValues, ...values, defaultValue: message });
}
