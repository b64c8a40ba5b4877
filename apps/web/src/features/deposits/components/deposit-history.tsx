import type { DepositOrder } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { HistoryPager } from "@/components/ui/history-pager";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useDeposits } from "../api/get-deposits";
import { StatusBadge } from "./status-badge";

/** Transaction code, date and time, game provider, amount, status — a table, cards on phones. */
export function DepositHistory({ page, pageSize }: { page: number; pageSize: number }) {
  const { t } = useTranslation();
  const deposits = useDeposits(page, pageSize);
  if (deposits.isPending) return <Spinner className="mx-auto my-8" />;
  if (deposits.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(deposits.error))}
      </p>
    );
  }
  const { items, total } = deposits.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
        <Inbox className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{t("deposit.history.empty")}</p>
        <Button asChild>
          <Link to="/player/deposit">{t("deposit.history.deposit_now")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <section
      aria-label={t("page.deposit_history.title")}
      className={cn(deposits.isPlaceholderData && "opacity-60")}
    >
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <table className="w-full text-sm">
          <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th className="px-4 py-3 font-medium">{t("deposit.history.code")}</th>
              <th className="px-4 py-3 font-medium">{t("deposit.history.date")}</th>
              <th className="px-4 py-3 font-medium">{t("deposit.history.provider")}</th>
              <th className="px-4 py-3 text-right font-medium">{t("deposit.history.amount")}</th>
              <th className="px-4 py-3 font-medium">{t("deposit.history.status")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.code} className="border-border border-t transition-colors hover:bg-white/[0.02]">
                <td className="px-4 py-3 font-mono text-xs">{order.code}</td>
                <td className="px-4 py-3 tabular-nums">{formatDateTime(order.createdAt)}</td>
                <td className="px-4 py-3">{t(`provider.${order.provider}`)}</td>
                <td className="px-4 py-3 text-right">
                  <Amount order={order} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {items.map((order) => (
          <li key={order.code} className="rounded-xl border border-border bg-surface/90 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-mono text-xs">{order.code}</p>
                <p className="mt-0.5 text-muted-foreground text-xs tabular-nums">
                  {formatDateTime(order.createdAt)}
                </p>
              </div>
              <StatusBadge status={order.status} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <p className="text-sm">{t(`provider.${order.provider}`)}</p>
              <Amount order={order} />
            </div>
          </li>
        ))}
      </ul>
      <HistoryPager
        to="/player/deposit/history"
        texts="deposit.history"
        page={page}
        pages={pages}
        pageSize={pageSize}
      />
    </section>
  );
}

function Amount({ order }: { order: DepositOrder }) {
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className="font-semibold">
        {formatNumber(order.amount)} <span className="text-muted-foreground text-xs">{order.currency}</span>
      </span>
      <span className="text-gold-light text-xs">{formatCredit(order.credit)} THB</span>
    </span>
  );
}
