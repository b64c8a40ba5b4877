import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** How many wait in a tab; nothing while unknown, a calm zero when none do. */
export function WaitingCount({ value }: { value: number | undefined }) {
  const { t } = useTranslation();
  if (value === undefined) return null;
  return (
    <>
      <span
        data-testid="tab-count"
        aria-hidden
        className={cn(
          "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
          value > 0 ? "bg-warning/15 text-warning" : "bg-white/5 text-muted-foreground",
        )}
      >
        {formatNumber(value)}
      </span>
      <span className="sr-only">{t("exceptions.waiting_count", { count: value })}</span>
    </>
  );
}
