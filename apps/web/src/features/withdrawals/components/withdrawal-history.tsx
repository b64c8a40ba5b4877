import type { WithdrawalOrder } from "@kham/contract";
import { useState } from "react";
import { DateTime } from "@/components/date-time";
import { HistoryList } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/i18n-react";
import type { Paging } from "@/lib/page-query";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";
import { useWithdrawals } from "../api/get-withdrawals";
import { RejectReason, WithdrawalDetails } from "./withdrawal-details";

/** A table, cards on phones; a row opens the order's detail. */
export function WithdrawalHistory(paging: Paging) {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals(paging);
  const [detail, setDetail] = useState<WithdrawalOrder>();
  // The shown detail follows the list, so a status that changes while it is open is seen.
  const shown = detail && (withdrawals.data?.items.find((order) => order.code === detail.code) ?? detail);
  return (
    <HistoryList
      of="withdraw"
      query={withdrawals}
      paging={paging}
      itemKey={(order) => order.code}
      columns={[
        {
          id: "code",
          header: t("withdraw.history.code"),
          cell: (order) => order.code,
          className: "font-mono text-xs",
        },
        {
          id: "date",
          header: t("withdraw.history.date"),
          cell: (order) => <DateTime value={order.createdAt} />,
          className: "tabular-nums",
        },
        {
          id: "provider",
          header: t("withdraw.history.provider"),
          cell: (order) => t(`provider.${order.provider}`),
        },
        {
          id: "amount",
          header: t("withdraw.history.amount"),
          cell: (order) => <Amount order={order} />,
          numeric: true,
        },
        {
          id: "status",
          header: t("withdraw.history.status"),
          cell: (order) => (
            <div className="flex max-w-64 flex-col items-start gap-1">
              <StatusBadge of="withdrawal" status={order.status} />
              <RowReason order={order} />
            </div>
          ),
        },
        {
          id: "detail",
          header: t("withdraw.history.detail"),
          hideHeader: true,
          cell: (order) => <DetailButton order={order} onOpen={setDetail} />,
          className: "px-2 text-right",
        },
      ]}
      card={(order) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="break-all font-mono text-xs">{order.code}</p>
              <p className="mt-0.5 text-muted-foreground text-xs tabular-nums">
                <DateTime value={order.createdAt} />
              </p>
            </div>
            <StatusBadge of="withdrawal" status={order.status} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3">
            <p className="text-sm">{t(`provider.${order.provider}`)}</p>
            <Amount order={order} />
          </div>
          <RowReason order={order} className="mt-2" />
          <DetailButton order={order} onOpen={setDetail} className="mt-2 w-full" />
        </>
      )}
    >
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
    </HistoryList>
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
      className={className}
      onClick={() => onOpen(order)}
      aria-label={t("withdraw.history.detail_of", { code: order.code })}
    >
      {t("withdraw.history.detail")}
    </Button>
  );
}

/** A rejected order's reason in its row, cut to two lines; the detail shows it whole. */
function RowReason({ order, className }: { order: WithdrawalOrder; className?: string }) {
  if (order.status !== "REJECTED" || !order.reason) return null;
  return <RejectReason reason={order.reason} className={cn("line-clamp-2", className)} />;
}

function Amount({ order }: { order: WithdrawalOrder }) {
  const format = useNumberFormat();
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className="font-semibold">
        {format.credit(order.amount)} <span className="text-muted-foreground text-xs">THB</span>
      </span>
      <span className="text-gold-light text-xs">{format.number(order.payout)} LAK</span>
    </span>
  );
}
