import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

/**
 * The message of a check the contract left without a key of its own (a bare `.min(1)`, `.max(80)`):
 * a translation key as well, so the form never shows zod's English.
 */
export const keyedIssues = {
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code === "too_small" && issue.minimum === 1) return "validation.required";
    if (issue.code === "too_big") return "settings.too_long";
    return "validation.invalid";
  },
};

/**
 * Puts the server's refusal where it belongs: each field error under its field, anything else (a
 * refusal without fields, a field the form does not have, a network failure) as the form's own.
 */
export function showServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  const known = isApiError(error)
    ? Object.entries(error.fields ?? {}).filter((entry): entry is [Path<T>, string] =>
        (fields as readonly string[]).includes(entry[0]),
      )
    : [];
  for (const [field, message] of known) form.setError(field, { message }, { shouldFocus: true });
  if (known.length === 0) form.setError("root", { message: errorKey(error) });
}

/** The key to show for a failed action outside a form: its first field error, else its code's. */
export function failureKey(error: unknown): string {
  const fields = isApiError(error) ? Object.values(error.fields ?? {}) : [];
  return fields[0] ?? errorKey(error);
}
