import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

/** A translation key for a check the contract left keyless, so the form never shows zod's English. */
export const keyedIssues = {
  error: (issue: z.core.$ZodRawIssue) => {
    if (issue.code === "too_small" && issue.minimum === 1) return "validation.required";
    if (issue.code === "too_big") return "settings.too_long";
    return "validation.invalid";
  },
};

/** Each field error under its field; anything else as the form's own. */
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
