import type { DepositOrder } from "@kham/contract";
import { DateTime } from "@/components/date-time";
import { HistoryList } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { useTranslation } from "@/lib/i18n-react";
import type { Paging } from "@/lib/page-query";
import { useNumberFormat } from "@/lib/use-number-format";
import { useDeposits } from "../api/get-deposits";

/** A table, cards on phones; `highlight` points out the deposit just credited. */
export function DepositHistory({ highlight, ...paging }: Paging & { highlight?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <HistoryList
      of="deposit"
      query={useDeposits(paging)}
      paging={paging}
      highlight={highlight}
      itemKey={(order) => order.code}
      columns={[
        {
          id: "code",
          header: t("deposit.history.code"),
          cell: (order) => order.code,
          className: "font-mono text-xs",
        },
        {
          id: "date",
          header: t("deposit.history.date"),
          cell: (order) => <DateTime value={order.createdAt} />,
          className: "tabular-nums",
        },
        {
          id: "provider",
          header: t("deposit.history.provider"),
          cell: (order) => t(`provider.${order.provider}`),
        },
        {
          id: "amount",
          header: t("deposit.history.amount"),
          cell: (order) => <Amount order={order} />,
          numeric: true,
        },
        {
          id: "status",
          header: t("deposit.history.status"),
          cell: (order) => <StatusBadge of="deposit" status={order.status} />,
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
            <StatusBadge of="deposit" status={order.status} />
          </div>
          <div className="mt-3 flex items-end justify-between gap-3">
            <p className="text-sm">{t(`provider.${order.provider}`)}</p>
            <Amount order={order} />
          </div>
        </>
      )}
    />
  );
}

function Amount({ order }: { order: DepositOrder }) {
  const format = useNumberFormat();
  return (
    <span className="flex flex-col items-end tabular-nums">
      <span className="font-semibold">
        {format.number(order.amount)} <span className="text-muted-foreground text-xs">{order.currency}</span>
      </span>
      <span className="text-gold-light text-xs">{format.credit(order.credit)} THB</span>
    </span>
  );
}
