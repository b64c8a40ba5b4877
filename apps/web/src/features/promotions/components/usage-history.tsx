import type { PromotionUsage } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { HistoryPager } from "@/components/ui/history-pager";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useLocalised } from "@/lib/localised-text";
import { cn } from "@/lib/utils";
import { useUsages } from "../api/get-usages";
import { UsageStatusBadge } from "./usage-status-badge";

/**
 * The player's promotions, newest first: when each was taken and ended, its status, and the most
 * credit it pays out with the excess that was returned — a table, cards on phones.
 */
export function UsageHistory({ page, pageSize }: { page: number; pageSize: number }) {
  const { t } = useTranslation();
  const text = useLocalised();
  const usages = useUsages(page, pageSize);
  if (usages.isPending) return <Spinner className="mx-auto my-8" />;
  if (usages.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(usages.error))}
      </p>
    );
  }
  const { items, total } = usages.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
        <Inbox className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{t("promotion.history.empty")}</p>
        <Button asChild>
          <Link to="/player/promotion">{t("promotion.history.browse")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-label={t("page.promotion_history.title")}
      className={cn(usages.isPlaceholderData && "opacity-60")}
    >
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <table className="w-full text-sm">
          <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th className="px-4 py-3 font-medium">{t("promotion.history.promotion")}</th>
              <th className="px-4 py-3 font-medium">{t("promotion.history.used_at")}</th>
              <th className="px-4 py-3 text-right font-medium">{t("promotion.history.max_credit")}</th>
              <th className="px-4 py-3 text-right font-medium">{t("promotion.history.bonus")}</th>
              <th className="px-4 py-3 font-medium">{t("promotion.history.status")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((usage) => (
              <tr
                key={usage.usageId}
                className="border-border border-t align-top transition-colors hover:bg-white/[0.02]"
              >
                <td className="px-4 py-3">
                  <p className="font-semibold">{text(usage.promotion.title)}</p>
                  <p className="text-muted-foreground text-xs">{t(`provider.${usage.provider}`)}</p>
                </td>
                <td className="px-4 py-3 tabular-nums">
                  <p>{formatDateTime(usage.usedAt)}</p>
                  <p className="text-muted-foreground text-xs">
                    {t("promotion.history.ended_at", { date: formatDateTime(usage.endedAt) })}
                  </p>
                </td>
                <td className="px-4 py-3 text-right">
                  <MaxCredit usage={usage} />
                </td>
                <td className="px-4 py-3 text-right">
                  <Bonus usage={usage} />
                </td>
                <td className="px-4 py-3">
                  <UsageStatusBadge status={usage.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {items.map((usage) => (
          <li
            key={usage.usageId}
            className="rounded-xl border border-border bg-surface/90 p-4"
            data-testid="usage-card"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold leading-snug">{text(usage.promotion.title)}</p>
                <p className="text-muted-foreground text-xs">{t(`provider.${usage.provider}`)}</p>
              </div>
              <UsageStatusBadge status={usage.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t("promotion.history.used_at")}</dt>
                <dd className="tabular-nums">{formatDateTime(usage.usedAt)}</dd>
              </div>
              <div className="text-right">
                <dt className="text-muted-foreground">{t("promotion.history.ended")}</dt>
                <dd className="tabular-nums">{formatDateTime(usage.endedAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("promotion.history.max_credit")}</dt>
                <dd>
                  <MaxCredit usage={usage} align="start" />
                </dd>
              </div>
              <div className="text-right">
                <dt className="text-muted-foreground">{t("promotion.history.bonus")}</dt>
                <dd>
                  <Bonus usage={usage} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <HistoryPager
        to="/player/promotion/history"
        texts="promotion.history"
        page={page}
        pages={pages}
        pageSize={pageSize}
      />
    </section>
  );
}

/** The most credit the promotion pays out, and what its withdrawal returned above that. */
function MaxCredit({ usage, align = "end" }: { usage: PromotionUsage; align?: "start" | "end" }) {
  const { t } = useTranslation();
  return (
    <span className={cn("flex flex-col tabular-nums", align === "end" ? "items-end" : "items-start")}>
      <span className="font-semibold">
        {formatCredit(usage.promotion.maxCredit)} <span className="text-muted-foreground text-xs">THB</span>
      </span>
      <span className="text-muted-foreground text-xs">
        {t("promotion.history.credit_returned", {
          amount: usage.creditReturned === null ? "—" : formatCredit(usage.creditReturned),
        })}
      </span>
    </span>
  );
}

/** The bonus credited, and what a cancellation took back of it. */
function Bonus({ usage }: { usage: PromotionUsage }) {
  const { t } = useTranslation();
  const removed = Number(usage.bonusRemoved) > 0;
  return (
    <span className="flex flex-col items-end tabular-nums">
      {Number(usage.bonus) > 0 ? (
        <span className="font-semibold text-gold-light">+{formatCredit(usage.bonus)}</span>
      ) : (
        <span className="text-muted-foreground">—</span>
      )}
      {removed ? (
        <span className="text-danger text-xs">
          {t("promotion.history.bonus_removed", { amount: formatCredit(usage.bonusRemoved) })}
        </span>
      ) : null}
    </span>
  );
}
