import type { PendingLimit } from "@kham/contract";
import { Hourglass } from "lucide-react";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** Raises and removals the player asked for: they wait 24 hours, then the player must confirm them in time. */
export function PendingChanges({ pending }: { pending: PendingLimit[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pending-limits" className="flex flex-col gap-2">
      <h3 id="pending-limits" className="font-semibold text-foreground text-sm">
        {t("protection.pending_title")}
      </h3>
      {pending.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("protection.pending_none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pending.map((change) => (
            <li
              key={`${change.kind}-${change.period}`}
              data-testid="pending-limit"
              className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning/5 p-3 text-sm"
            >
              <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span>
                  {t(`protection.kind.${change.kind}`)} · {t(`protection.period.${change.period}`)}:{" "}
                  <span className="font-semibold tabular-nums">
                    {change.amount === null
                      ? t("protection.pending_removal")
                      : t("protection.pending_amount", { amount: formatCredit(change.amount) })}
                  </span>
                </span>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-muted-foreground text-xs">
                  <dt>{t("protection.pending_applies_at")}</dt>
                  <dd>
                    <time dateTime={change.appliesAt}>{formatDateTime(change.appliesAt)}</time>
                  </dd>
                  <dt>{t("protection.pending_confirm_by")}</dt>
                  <dd>
                    <time dateTime={change.confirmBy}>{formatDateTime(change.confirmBy)}</time>
                  </dd>
                </dl>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
