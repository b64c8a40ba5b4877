import { ShieldAlert } from "lucide-react";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** How many players reached 80 % of one of their own limits this period: support may want to look in. */
export function PlayersNearLimit({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="players-near-limit"
      data-testid="players-near-limit"
      className={cn(
        "flex items-center gap-4 rounded-2xl border p-4 sm:p-5",
        count > 0 ? "border-warning/40 bg-warning/5" : "border-border bg-surface/90",
      )}
    >
      <span
        data-testid="near-limit-count"
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-2xl font-bold text-xl tabular-nums",
          count > 0 ? "bg-warning/15 text-warning" : "bg-surface-raised text-muted-foreground",
        )}
      >
        {formatNumber(count)}
      </span>
      <div className="min-w-0">
        <h2 id="players-near-limit" className="flex items-center gap-1.5 font-semibold text-foreground">
          <ShieldAlert aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {t("dashboard.near_limit.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("dashboard.near_limit.intro")}</p>
      </div>
    </section>
  );
}
