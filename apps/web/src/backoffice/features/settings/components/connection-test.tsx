import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

interface TestCall<Result extends { ok: boolean }> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Result | undefined;
  mutate: () => void;
}

/** A "test it" button with its hint, and what the test found, read out as it arrives. */
export function ConnectionTest<Result extends { ok: boolean }>({
  test,
  hint,
  label,
  icon,
  resultTestId,
  className,
  children,
}: {
  test: TestCall<Result>;
  hint: string;
  label: string;
  icon: ReactNode;
  resultTestId: string;
  className?: string;
  /** The result in the staff's words. */
  children: (result: Result) => ReactNode;
}) {
  const { t } = useTranslation();
  const result = test.data;
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">{hint}</p>
        <Button
          type="button"
          variant="secondary"
          disabled={test.isPending}
          onClick={() => test.mutate()}
          className="w-full sm:w-auto"
        >
          {test.isPending ? <Spinner /> : icon}
          {label}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid={resultTestId}>
        {test.isError ? (
          <p className="flex items-start gap-2 text-danger text-sm">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(errorKey(test.error))}
          </p>
        ) : result ? (
          <p
            className={
              result.ok
                ? "flex items-start gap-2 text-sm text-success"
                : "flex items-start gap-2 text-danger text-sm"
            }
          >
            {result.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            )}
            {children(result)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
