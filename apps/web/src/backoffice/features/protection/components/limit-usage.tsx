import { type Protection, type ProtectionLimitKind, protectionPeriods } from "@kham/contract";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { type LimitStanding, limitUsage } from "../limits";

const barColour: Record<LimitStanding, string> = {
  none: "bg-muted-foreground/40",
  below: "bg-success",
  near: "bg-warning",
  reached: "bg-danger",
};

/** One kind of limit, each period's usage against it: a bar that turns amber at 80 % and red when reached. */
export function LimitUsage({ kind, protection }: { kind: ProtectionLimitKind; protection: Protection }) {
  const { t } = useTranslation();
  const headingId = `limit-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-foreground text-sm">
        {t(`protection.kind.${kind}`)}
      </h3>
      <ul className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3">
        {protectionPeriods.map((period) => {
          const limit = protection.limits[kind][period];
          // The contract allows null usage; it counts as nothing used.
          const used = protection.usage[kind][period] ?? "0.00";
          const { standing, percent } = limitUsage(used, limit);
          return (
            <li key={period} data-testid={`limit-${kind}-${period}`} data-standing={standing}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="text-muted-foreground">{t(`protection.period.${period}`)}</span>
                <span className="tabular-nums">
                  {limit === null
                    ? t("protection.used_no_limit", { used: formatCredit(used) })
                    : t("protection.used_of", { used: formatCredit(used), limit: formatCredit(limit) })}
                </span>
              </div>
              {limit === null ? null : (
                // The text beside it says the same: the bar is for the eye.
                <div
                  aria-hidden
                  data-testid="limit-bar"
                  data-percent={percent}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-raised"
                >
                  <div
                    className={cn("h-full rounded-full", barColour[standing])}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
