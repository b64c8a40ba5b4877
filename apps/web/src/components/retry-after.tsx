import { isApiError } from "@/lib/api-client";
import { useTranslation } from "@/lib/i18n-react";

/** A wait as a person reads it: seconds under a minute, else whole minutes, never shorter than told. */
export function readableWait(seconds: number): { unit: "seconds" | "minutes"; count: number } {
  return seconds < 60
    ? { unit: "seconds", count: seconds }
    : { unit: "minutes", count: Math.ceil(seconds / 60) };
}

/** Under a refused call's message, how long to wait (its Retry-After); nothing when none was told. */
export function RetryAfter({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!isApiError(error) || error.code !== "RATE_LIMITED" || !error.retryAfterSeconds) return null;
  const wait = readableWait(error.retryAfterSeconds);
  return (
    <span className="mt-1 block">
      {wait.unit === "seconds"
        ? t("retry_after.seconds", { count: wait.count })
        : t("retry_after.minutes", { count: wait.count })}
    </span>
  );
}
