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

/** A translation key ("validation.bank_required"), not a library's own sentence. */
const MESSAGE_KEY = /^[a-z_]+(\.[A-Za-z0-9_]+)+$/;

/** `values` fill in what the contract's constants cannot; a library's English never reaches the player. */
export function validationText(
  t: TFunction,
  message: string | undefined,
  values?: Record<string, string | number>,
): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEY.test(message) ? message : "errors.VALIDATION_ERROR";
  return t(key, { ...validationValues, ...values, defaultValue: key });
}
