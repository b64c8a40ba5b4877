import type { CreditTransfer, Page } from "@kham/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowRight, Inbox } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { StatusBadge } from "@/components/status-badge";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { errorKey } from "@/lib/error-key";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** The player's latest transfers, newest first, as the screen's polled query reads them. */
export function RecentTransfers({ query }: { query: UseQueryResult<Page<CreditTransfer>> }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="recent-transfers-title"
      className="rounded-2xl border border-gold/25 bg-surface/90 p-4 sm:p-5"
    >
      <h2 id="recent-transfers-title" className="font-semibold text-gold-light">
        {t("transfer.recent")}
      </h2>
      {query.isPending ? (
        <SkeletonGroup className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-14 rounded-xl" />
          <Skeleton className="h-14 rounded-xl" />
        </SkeletonGroup>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-danger text-sm">
          {t(errorKey(query.error))}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-muted-foreground text-sm">
          <Inbox className="size-4" aria-hidden /> {t("transfer.empty")}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border" data-testid="recent-transfers">
          {query.data.items.map((transfer) => (
            <li key={transfer.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-1.5 font-semibold text-sm">
                  <span>{t(`provider.${transfer.from}`)}</span>
                  <ArrowRight className="size-3.5 text-gold/70" aria-label={t("transfer.to")} />
                  <span>{t(`provider.${transfer.to}`)}</span>
                </p>
                <p className="text-muted-foreground text-xs tabular-nums">
                  {formatCredit(transfer.amount)} THB · <DateTime value={transfer.createdAt} />
                </p>
              </div>
              <StatusBadge of="transfer" status={transfer.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
