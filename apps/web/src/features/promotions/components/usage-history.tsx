import type { PromotionUsage } from "@kham/contract";
import { DateTime, useDateTimeText } from "@/components/date-time";
import { HistoryList } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import type { Paging } from "@/lib/page-query";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";
import { useUsages } from "../api/get-usages";

export function UsageHistory(paging: Paging) {
  const { t } = useTranslation();
  const text = useLocalised();
  // Within a sentence, written as DateTime writes it: the server's HTML is kept as drawn.
  const dateTime = useDateTimeText();
  return (
    <HistoryList
      of="promotion"
      query={useUsages(paging)}
      paging={paging}
      itemKey={(usage) => usage.usageId}
      rowClassName="align-top"
      cardTestId="usage-card"
      columns={[
        {
          id: "promotion",
          header: t("promotion.history.promotion"),
          cell: (usage) => (
            <>
              <p className="font-semibold">{text(usage.promotion.title)}</p>
              <p className="text-muted-foreground text-xs">{t(`provider.${usage.provider}`)}</p>
            </>
          ),
        },
        {
          id: "used-at",
          header: t("promotion.history.used_at"),
          cell: (usage) => (
            <>
              <p>
                <DateTime value={usage.usedAt} />
              </p>
              <p className="text-muted-foreground text-xs">
                {t("promotion.history.ended_at", { date: dateTime(usage.endedAt) })}
              </p>
            </>
          ),
          className: "tabular-nums",
        },
        {
          id: "max-credit",
          header: t("promotion.history.max_credit"),
          cell: (usage) => <MaxCredit usage={usage} />,
          numeric: true,
        },
        {
          id: "bonus",
          header: t("promotion.history.bonus"),
          cell: (usage) => <Bonus usage={usage} />,
          numeric: true,
        },
        {
          id: "status",
          header: t("promotion.history.status"),
          cell: (usage) => <StatusBadge of="promotion" status={usage.status} />,
        },
      ]}
      card={(usage) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold leading-snug">{text(usage.promotion.title)}</p>
              <p className="text-muted-foreground text-xs">{t(`provider.${usage.provider}`)}</p>
            </div>
            <StatusBadge of="promotion" status={usage.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
            <div>
              <dt className="text-muted-foreground">{t("promotion.history.used_at")}</dt>
              <dd className="tabular-nums">
                <DateTime value={usage.usedAt} />
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-muted-foreground">{t("promotion.history.ended")}</dt>
              <dd className="tabular-nums">
                <DateTime value={usage.endedAt} />
              </dd>
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
        </>
      )}
    />
  );
}

/** The most credit the promotion pays out, and what its withdrawal returned above that. */
function MaxCredit({ usage, align = "end" }: { usage: PromotionUsage; align?: "start" | "end" }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  return (
    <span className={cn("flex flex-col tabular-nums", align === "end" ? "items-end" : "items-start")}>
      <span className="font-semibold">
        {format.credit(usage.promotion.maxCredit)} <span className="text-muted-foreground text-xs">THB</span>
      </span>
      <span className="text-muted-foreground text-xs">
        {t("promotion.history.credit_returned", {
          amount: usage.creditReturned === null ? "—" : format.credit(usage.creditReturned),
        })}
      </span>
    </span>
  );
}

/** The bonus credited, and what a cancellation took back of it. */
function Bonus({ usage }: { usage: PromotionUsage }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const removed = Number(usage.bonusRemoved) > 0;
  return (
    <span className="flex flex-col items-end tabular-nums">
      {Number(usage.bonus) > 0 ? (
        <span className="font-semibold text-gold-light">+{format.credit(usage.bonus)}</span>
      ) : (
        <span className="text-muted-foreground">—</span>
      )}
      {removed ? (
        <span className="text-danger text-xs">
          {t("promotion.history.bonus_removed", { amount: format.credit(usage.bonusRemoved) })}
        </span>
      ) : null}
    </span>
  );
}
