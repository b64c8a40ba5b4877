import { isErrorCode } from "@kham/contract";
import { isApiError } from "./api-client";

/** The translation key for any failure: the API's error code, or a network failure. */
export function errorKey(error: unknown): string {
  if (isApiError(error) && isErrorCode(error.code)) return `errors.${error.code}`;
  if (error instanceof TypeError) return "errors.NETWORK";
  return "errors.INTERNAL";
}
