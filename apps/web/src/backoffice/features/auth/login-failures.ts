import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

export function failureKey(error: unknown): string {
  if (isApiError(error) && error.code === "INVALID_CREDENTIALS") return "login.wrong";
  if (isApiError(error) && error.code === "VALIDATION_ERROR") return "login.code_invalid";
  return errorKey(error);
}

export function codeFailureKey(error: unknown): string {
  if (isApiError(error) && error.code === "INVALID_CREDENTIALS") return "login.code_wrong";
  if (isApiError(error) && error.code === "TOTP_CODE_USED") return "login.code_used";
  return failureKey(error);
}

/** Why the code step sends the staff member back to the password, if it does. */
export function passwordAgainKey(error: unknown): string | undefined {
  if (isApiError(error) && error.status === 429) return "login.code_locked";
  if (isApiError(error) && error.status === 401) return "login.password_again";
  return undefined;
}
