import { PAGE_SIZE_DEFAULT, type WithdrawalOrder } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { RecentHistory } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { useWithdrawals } from "../api/get-withdrawals";

const steps = [
  "withdraw.guide.step_credit",
  "withdraw.guide.step_paid",
  "withdraw.guide.step_rejected",
] as const;

/** What happens to a withdrawal after the player confirms it, beside the form. */
export function WithdrawGuide() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="withdraw-guide-title"
      className="rounded-2xl border border-border bg-surface/90 p-5"
    >
      <h2 id="withdraw-guide-title" className="font-semibold text-gold-light">
        {t("withdraw.guide.title")}
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

/** The player's newest withdrawals, from the history's first page. */
export function RecentWithdrawals() {
  return (
    <RecentHistory
      of="withdraw"
      query={useWithdrawals({ page: 1, pageSize: PAGE_SIZE_DEFAULT })}
      itemKey={(order: WithdrawalOrder) => order.code}
      row={(order) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold tabular-nums">
              {formatCredit(order.amount)} <span className="text-muted-foreground text-xs">THB</span>
              <span className="ml-2 text-gold-light text-sm">→ {formatNumber(order.payout)} LAK</span>
            </p>
            <p className="text-muted-foreground text-xs tabular-nums">{formatDateTime(order.createdAt)}</p>
          </div>
          <StatusBadge of="withdrawal" status={order.status} />
        </div>
      )}
    />
  );
}
