import type { WithdrawalOrder } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { HistoryPager } from "@/components/ui/history-pager";
import { Spinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/features/deposits/components/status-badge";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useWithdrawals } from "../api/get-withdrawals";
import { WithdrawalDetails } from "./withdrawal-details";

/**
 * Transaction code, date and time, game provider, amount, status — a table, cards on
 * phones; a row opens the order's detail.
 */
export function WithdrawalHistory({ page, pageSize }: { page: number; pageSize: number }) {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals(page, pageSize);
  const [detail, setDetail] = useState<WithdrawalOrder>();
  if (withdrawals.isPending) return <Spinner className="mx-auto my-8" />;
  if (withdrawals.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(withdrawals.error))}
      </p>
    );
  }
  const { items, total } = withdrawals.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
        <Inbox className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{t("withdraw.history.empty")}</p>
        <Button asChild>
          <Link to="/player/withdraw">{t("withdraw.history.withdraw_now")}</Link>
        </Button>
      </div>
    );
  }
  // The shown detail follows the list, so a status that changes while it is open is seen.
  const shown = detail && (items.find((order) => order.code === detail.code) ?? detail);
  return (
    <section
      aria-label={t("page.withdraw_history.title")}
      className={cn(withdrawals.isPlaceholderData && "opacity-60")}
    >
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <table className="w-full text-sm">
          <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
            <tr>
              <th className="px-4 py-3 font-medium">{t("withdraw.history.code")}</th>
              <th className="px-4 py-3 font-medium">{t("withdraw.history.date")}</th>
              <th className="px-4 py-3 font-medium">{t("withdraw.history.provider")}</th>
              <th className="px-4 py-3 text-right font-medium">{t("withdraw.history.amount")}</th>
              <th className="px-4 py-3 font-medium">{t("withdraw.history.status")}</th>
              <th className="px-4 py-3">
                <span className="sr-only">{t("withdraw.history.detail")}</span>
              </th>
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
                  <StatusBadge status={order.status} kind="withdrawal" />
                </td>
                <td className="px-2 py-3 text-right">
                  <DetailButton order={order} onOpen={setDetail} />
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
              <StatusBadge status={order.status} kind="withdrawal" />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <p className="text-sm">{t(`provider.${order.provider}`)}</p>
              <Amount order={order} />
            </div>
            <DetailButton order={order} onOpen={setDetail} className="mt-2 w-full" />
          </li>
        ))}
      </ul>
      <HistoryPager
        to="/player/withdraw/history"
        texts="withdraw.history"
        page={page}
        pages={pages}
        pageSize={pageSize}
      />
      {shown ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setDetail(undefined))}>
          <DialogContent className="max-w-lg">
            <DialogHeader>
              <DialogTitle>{t("withdraw.detail.title")}</DialogTitle>
              <DialogDescription>{t(`withdraw.result.${shown.status}`)}</DialogDescription>
            </DialogHeader>
            <WithdrawalDetails order={shown} />
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}

function DetailButton({
  order,
  onOpen,
  className,
}: {
  order: WithdrawalOrder;
  onOpen: (order: WithdrawalOrder) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={className}
      onClick={() => onOpen(order)}
      aria-label={t("withdraw.history.detail_of", { code: order.code })}
    >
      {t("withdraw.history.detail")}
    </Button>
  );
}

function Amount({ order }: { order: WithdrawalOrder }) {
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className="font-semibold">
        {formatCredit(order.amount)} <span className="text-muted-foreground text-xs">THB</span>
      </span>
      <span className="text-gold-light text-xs">{formatNumber(order.payout)} LAK</span>
    </span>
  );
}
