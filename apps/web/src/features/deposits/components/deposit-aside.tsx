import { type DepositOrder, PAGE_SIZE_DEFAULT } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { RecentHistory } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { useDeposits } from "../api/get-deposits";

const steps = ["deposit.guide.step_choose", "deposit.guide.step_pay", "deposit.guide.step_credit"] as const;

/** How a LAO QR deposit goes, in three steps, beside the form. */
export function DepositGuide() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="deposit-guide-title"
      className="rounded-2xl border border-border bg-surface/90 p-5"
    >
      <h2 id="deposit-guide-title" className="font-semibold text-gold-light">
        {t("deposit.guide.title")}
      </h2>
      <ol className="mt-3 flex flex-col gap-3 text-sm">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="w-5 shrink-0 font-bold text-gold tabular-nums" aria-hidden>
              {index + 1}.
            </span>
            <span className="text-muted-foreground">{t(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The player's newest deposits, from the history's first page. */
export function RecentDeposits() {
  return (
    <RecentHistory
      of="deposit"
      query={useDeposits({ page: 1, pageSize: PAGE_SIZE_DEFAULT })}
      itemKey={(order: DepositOrder) => order.code}
      row={(order) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold tabular-nums">
              {formatNumber(order.amount)}{" "}
              <span className="text-muted-foreground text-xs">{order.currency}</span>
              <span className="ml-2 text-gold-light text-sm">→ {formatCredit(order.credit)} THB</span>
            </p>
            <p className="text-muted-foreground text-xs tabular-nums">{formatDateTime(order.createdAt)}</p>
          </div>
          <StatusBadge of="deposit" status={order.status} />
        </div>
      )}
    />
  );
}
